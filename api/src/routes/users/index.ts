import { normalizeEmail, SIGNUP_FIELDS, signupFieldProblem } from 'shared-domain';
import { hashPassword } from '../../lib/passwords';
import { Problems } from '../../lib/validation';
import { sendError } from '../../lib/error-reply';
import { sendRefusal } from '../../plugins/rate-limit';
import { emailTaken, insertUser } from '../../repositories/users';
import { type Api, errorResponses } from '../schemas';
import { AuthResponse, SignupBody } from 'shared-domain/wire';

export default async function userRoutes(app: Api) {
  app.post(
    '/users',
    {
      attachValidation: true,
      schema: {
        summary: 'Sign up (limited per address)',
        description:
          'When the server closes admin signup (`GET /api/v1/config`), `admin` is ignored and every account is a rider.',
        body: SignupBody,
        response: { 201: AuthResponse, ...errorResponses(400, 413, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      // Counted before anything is looked up: every attempt, not only successes, so the
      // "email taken" answer cannot be asked without limit.
      const verdict = await app.limiters.signup(request.ip);
      if (verdict.kind !== 'allowed') {
        return sendRefusal(reply, verdict, 'signup');
      }

      const problems = new Problems([...SIGNUP_FIELDS, 'admin'], request, '/user');
      if (problems.shapeInvalid) return sendError(reply, 422, problems.messages);
      const { user: fields } = request.body;
      for (const field of SIGNUP_FIELDS) {
        problems.rule(field, fields[field], (value) => signupFieldProblem(field, value));
      }
      // As stored: NFKC, lower-case, an internationalised domain in ASCII (shared-domain).
      const email = problems.passed('email') ? normalizeEmail(fields.email) : null;
      const taken = request.t('users.emailTaken');
      if (email) problems.check('email', !(await emailTaken(app.database.db, email)), taken);
      if (!problems.ok || !email) return sendError(reply, 422, problems.messages);

      const user = await insertUser(app.database.db, {
        name: fields.name.trim(),
        email,
        passwordHash: await hashPassword(fields.password),
        role: app.config.adminSignup === 'open' && fields.admin === true ? 'owner' : 'rider',
      });
      if (!user) return sendError(reply, 422, [taken]);
      return reply.code(201).send({
        success: true,
        message: request.t('users.created'),
        user,
        token: app.issueToken(user, 0),
      });
    },
  );
}
