// The test window has Node's FormData (tools/test/jest.jsdom-env.cjs), which cannot read a
// <form>; React builds one when a submit starts a transition, as the "When?" form's does (the
// router navigates), and only keeps it for useFormStatus. A browser's FormData reads the form.
const NodeFormData = globalThis.FormData;
class FormDataOfNoForm extends NodeFormData {
  constructor() {
    super();
  }
}

/** For the tests of a file that submit the "When?" form: a FormData React can build. */
export function allowFormSubmits(): void {
  beforeEach(() => {
    globalThis.FormData = FormDataOfNoForm;
  });
  afterEach(() => {
    globalThis.FormData = NodeFormData;
  });
}
