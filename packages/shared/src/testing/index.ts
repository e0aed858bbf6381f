export { leastCpuMs } from "./cpu-time";
