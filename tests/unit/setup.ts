// Every unit test file: waits that hold on a busy machine (a laptop running a build, CI with two jobs).
// testing-library's waitFor / findBy* wait for what the user would see — a value, a message, a notice —
// and give up after this long; their default (1 s) is a timing bet that a loaded machine loses. A test
// that passes returns as soon as the state is there, so the ceiling costs only failing tests their time.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });
