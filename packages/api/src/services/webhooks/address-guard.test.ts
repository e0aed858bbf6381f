import { describe, expect, it } from "vitest";
import { assertRegistrableUrl, isPublicAddress, resolveDeliveryAddress } from "./address-guard";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.0.0.1",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.0.1",
    "169.254.169.254",
    "169.254.0.1",
    "100.64.0.1",
    "0.0.0.0",
    "0.1.2.3",
    "255.255.255.255",
    "224.0.0.1",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "fe80::1",
    "fc00::1",
    "fd12:3456:789a::1",
    "fec0::1",
    "ff02::1",
    "64:ff9b::a00:1",
    "2002:a00:1::1",
    "2001:db8::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "accepts %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("the checks around a URL", () => {
  it("checks a name after resolving it: localhost is loopback, whatever its spelling", async () => {
    await expect(resolveDeliveryAddress(new URL("http://localhost:8080/x"), false)).rejects.toThrow(
      /localhost is on a private, loopback or link-local network/,
    );
    await expect(assertRegistrableUrl(new URL("http://LOCALHOST/x"), false)).rejects.toThrow(
      /private, loopback or link-local/,
    );
  });

  it("connects to the address it checked, and allows private ones only when told to", async () => {
    await expect(resolveDeliveryAddress(new URL("http://127.0.0.1:9/x"), true)).resolves.toEqual({
      address: "127.0.0.1",
      family: 4,
    });
    await expect(resolveDeliveryAddress(new URL("http://[::1]:9/x"), false)).rejects.toThrow(
      /::1 is on a private/,
    );
    await expect(
      resolveDeliveryAddress(new URL("https://93.184.215.14/x"), false),
    ).resolves.toEqual({ address: "93.184.215.14", family: 4 });
  });

  it("accepts at registration a name that does not resolve yet (each delivery checks again)", async () => {
    await expect(
      assertRegistrableUrl(new URL("https://hooks.invalid/pressroom"), false),
    ).resolves.toBeUndefined();
    await expect(
      resolveDeliveryAddress(new URL("https://hooks.invalid/pressroom"), false),
    ).rejects.toThrow(/does not resolve/);
  });
});
