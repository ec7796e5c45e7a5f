import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// `findBy…` and `waitFor` wait 1 s by default; a component loaded on demand (its first import compiled by
// jest) can take longer than that while CI's other stages hold both cores. A pass is still immediate.
configure({ asyncUtilTimeout: 5000 });
