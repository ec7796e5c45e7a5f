import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// `findBy…` and `waitFor` wait 1 s by default; a component loaded on demand (its first import compiled by
// jest) can take longer than that while CI's other stages hold both cores. A pass is still immediate.
configure({ asyncUtilTimeout: 5000 });
// The same for a whole test that types into a form or imports a component on demand: jest's 5 s is too little
// while the build and the integration stage hold both cores, and a pass is still as quick as before.
jest.setTimeout(20_000);
