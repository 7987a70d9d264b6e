// The demo catalogue added through the api by an administrator, for a cluster, which seeds
// nothing (production mode): npm run cluster and the cluster benchmark both add it here.

async function request(url, { token, body }) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Signs `admin` in and adds every demo motorcycle; resolves with them as the api stored them. */
export async function addDemoCatalogue(apiUrl, admin) {
  const login = await request(`${apiUrl}/api/v1/login`, {
    body: { user: { email: admin.email, password: admin.password } },
  });
  if (login.status !== 200) throw new Error(`The administrator could not sign in: ${login.status}`);
  // Imported when asked for, not on import: the caller builds the api first (ensureBuilt).
  const { DEMO_MOTORCYCLES } = await import('../../api/dist/db/demo-motorcycles.js');
  const added = [];
  for (const motorcycle of DEMO_MOTORCYCLES) {
    const answer = await request(`${apiUrl}/api/v1/motorcycles`, {
      token: login.body.token,
      body: motorcycle,
    });
    if (answer.status !== 201) {
      throw new Error(`Adding ${motorcycle.name} failed: ${JSON.stringify(answer.body)}`);
    }
    added.push(answer.body.data);
  }
  return added;
}
