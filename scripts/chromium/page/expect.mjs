// The `expect` of page tests: chai with the Jest-compatible matchers of @vitest/expect (the package
// vitest builds its own `expect` from), plus the assertion counting behind `expect.assertions(n)` and
// `expect.hasAssertions()`. The page runner resets the count before each test and checks it after.
import {
  ASYMMETRIC_MATCHERS_OBJECT,
  ChaiStyleAssertions,
  chai,
  customMatchers,
  GLOBAL_EXPECT,
  getState,
  JestAsymmetricMatchers,
  JestChaiExpect,
  JestExtend,
  setState,
} from '@vitest/expect';

chai.use(JestExtend);
chai.use(JestChaiExpect);
chai.use(ChaiStyleAssertions);
chai.use(JestAsymmetricMatchers);

/** `expect(value, message?)`: a chai assertion with vitest's matchers; every call counts as an assertion. */
export const expect = (value, message) => {
  setState({ assertionCalls: getState(expect).assertionCalls + 1 }, expect);
  return chai.expect(value, message);
};
Object.assign(expect, chai.expect);
Object.assign(expect, globalThis[ASYMMETRIC_MATCHERS_OBJECT]);
expect.getState = () => getState(expect);
expect.setState = (state) => setState(state, expect);
expect.assert = chai.assert;
expect.extend = (matchers) => chai.expect.extend(expect, matchers);
expect.soft = () => {
  throw new Error('expect.soft is not supported by the page-test runner');
};
expect.unreachable = (message) => {
  chai.assert.fail(`expected${message ? ` "${message}" ` : ' '}not to be reached`);
};
chai.util.addMethod(expect, 'assertions', (count) => {
  expect.setState({
    expectedAssertions: count,
    expectedAssertionsError: new Error(`expected number of assertions to be ${count}`),
  });
});
chai.util.addMethod(expect, 'hasAssertions', () => {
  expect.setState({ expectingAssertions: new Error('expected any number of assertion, but got none') });
});
expect.extend(customMatchers);
Object.defineProperty(globalThis, GLOBAL_EXPECT, { value: expect, writable: true, configurable: true });
resetAssertions('');

/** Before a test: no assertions counted or expected, `currentTestName` set for matcher messages. */
export function resetAssertions(currentTestName) {
  expect.setState({
    assertionCalls: 0,
    expectedAssertions: null,
    expectedAssertionsError: null,
    expectingAssertions: null,
    currentTestName,
  });
}

/** After a test: throws when `expect.assertions(n)` or `expect.hasAssertions()` was not honoured. */
export function checkAssertions() {
  const { assertionCalls, expectedAssertions, expectedAssertionsError, expectingAssertions } =
    expect.getState();
  if (expectedAssertions !== null && assertionCalls !== expectedAssertions) {
    expectedAssertionsError.message += `, but got ${assertionCalls}`;
    throw expectedAssertionsError;
  }
  if (expectingAssertions && assertionCalls === 0) throw expectingAssertions;
}
