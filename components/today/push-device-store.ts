// The account's push devices, shared by every plan's reminder settings on the page (one list, many panels).
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

export interface PushDeviceView {
  id: string;
  label: string;
  endpoint: string;
  createdAt: string;
  lastSentAt: string | null;
}

const pushDeviceStore = createStore<{ devices: PushDeviceView[] | null }>(() => ({ devices: null }));

/** The list fetched or changed on this page, else the one the server rendered it with. */
export function usePushDevices(initial: readonly PushDeviceView[]): readonly PushDeviceView[] {
  return useStore(pushDeviceStore, (state) => state.devices) ?? initial;
}

export function setPushDevices(devices: PushDeviceView[]): void {
  pushDeviceStore.setState({ devices });
}
