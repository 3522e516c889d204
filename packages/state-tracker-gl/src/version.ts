// The package version that glGetString(GL_VERSION) reports (test/strings.test.ts keeps it equal to
// package.json's).
export const PACKAGE_VERSION = '0.1.0';
