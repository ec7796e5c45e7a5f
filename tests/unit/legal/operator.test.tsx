// The operator named on the legal pages comes from configuration; nothing is made up when unset.
import { render, screen } from "@testing-library/react";

import { OperatorDetails } from "@/components/legal/operator-details";
import { parseServerEnv } from "@/lib/env";
import { operatorFrom } from "@/lib/legal/operator";

describe("operator details", () => {
  it("names the site only, with no address or ICO number, when nothing is configured", () => {
    render(<OperatorDetails operator={operatorFrom(parseServerEnv({}))} />);
    expect(screen.getByText("Smart Supplement Stack Builder UK")).toBeInTheDocument();
    expect(screen.queryByText(/registration number/)).not.toBeInTheDocument();
  });

  it("shows the configured controller, address and ICO registration number", () => {
    const env = parseServerEnv({
      OPERATOR_NAME: "Example Supplements Ltd",
      OPERATOR_ADDRESS: "1 Example Street, London, EC1A 1AA",
      ICO_REGISTRATION_NUMBER: "ZA123456",
    });
    const { container } = render(<OperatorDetails operator={operatorFrom(env)} />);
    expect(container).toHaveTextContent(
      "This site is run by Example Supplements Ltd, 1 Example Street, London, EC1A 1AA, the controller",
    );
    expect(container).toHaveTextContent("(ICO) under registration number ZA123456.");
  });

  it("refuses a registration number that is not one", () => {
    expect(() => parseServerEnv({ ICO_REGISTRATION_NUMBER: "not a number" })).toThrow(
      "ICO_REGISTRATION_NUMBER: must be an ICO registration number such as ZA123456",
    );
  });
});
