import { activityStore, beginRequest } from "@/lib/api/activity";

const getActiveRequestCount = () => activityStore.getState().active;
const subscribeToActiveRequests = (listener: () => void) => activityStore.subscribe(listener);

describe("API activity store", () => {
  it("counts requests in flight and notifies on each change", () => {
    const counts: number[] = [];
    const unsubscribe = subscribeToActiveRequests(() => counts.push(getActiveRequestCount()));
    const endFirst = beginRequest();
    const endSecond = beginRequest();
    expect(getActiveRequestCount()).toBe(2);
    endFirst();
    endSecond();
    expect(getActiveRequestCount()).toBe(0);
    expect(counts).toEqual([1, 2, 1, 0]);
    unsubscribe();
  });

  it("ignores repeated calls of the same end function", () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToActiveRequests(listener);
    const end = beginRequest();
    const other = beginRequest();
    end();
    end();
    end();
    expect(getActiveRequestCount()).toBe(1);
    other();
    expect(getActiveRequestCount()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
  });

  it("stops notifying after unsubscribe, even when unsubscribed during a notification", () => {
    const late = jest.fn();
    const unsubscribeLate = subscribeToActiveRequests(late);
    const unsubscribeEarly = subscribeToActiveRequests(() => unsubscribeLate());
    const end = beginRequest();
    expect(late).toHaveBeenCalledTimes(1);
    end();
    expect(late).toHaveBeenCalledTimes(1);
    unsubscribeEarly();
  });

  it("reports no requests for the server snapshot", () => {
    const end = beginRequest();
    expect(activityStore.getInitialState().active).toBe(0);
    end();
  });
});
