import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../testing/render-screen.tsx";
import { StopWhenFields } from "../schedule/StopWhenFields.tsx";
import { TimeField } from "./TimeField.tsx";

afterEach(cleanup);

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <TimeField label="Start time" value={value} onChange={setValue} />;
}

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

describe("TimeField (the panel's 24-hour time field)", () => {
  it("shows the time on the 24-hour clock, not the browser's 05:00 PM", () => {
    renderScreen(<Harness initial="17:00" />);
    const input = field(/^Start time/);
    expect(input.value).toBe("17:00");
    // The browser's own time input writes "05:00 PM" in 12-hour locales: a text field does not.
    expect(input.type).toBe("text");
    expect(input.getAttribute("placeholder")).toBe("HH:MM");
  });

  it("writes out what was typed when the field is left; leaves a non-time as typed", () => {
    renderScreen(<Harness initial="" />);
    const input = field(/^Start time/);
    fireEvent.change(input, { target: { value: "930" } });
    fireEvent.blur(input);
    expect(input.value).toBe("09:30");
    fireEvent.change(input, { target: { value: "25:00" } });
    fireEvent.blur(input);
    expect(input.value).toBe("25:00");
  });

  it("is the stop form's start and end field, with a 24-hour hint", () => {
    renderScreen(
      <StopWhenFields
        values={{
          member_id: null,
          location_id: null,
          date: "2027-03-16",
          start: "17:00",
          end: "19:30",
          repeat: { repeat: "none" } as never,
          exdates: [],
          note: "",
        }}
        errors={{}}
        onChange={() => undefined}
      />,
    );
    expect(field(/^Start time/).type).toBe("text");
    expect(field(/^End time/).value).toBe("19:30");
    expect(screen.getByText(/24-hour clock, like 18:30/)).toBeTruthy();
  });
});
