#!/usr/bin/env python3
"""reseal.py FILE KIND: replace FILE's last line by the seal of what is left,
as support/sealed_text.cpp writes it ("# puzzlebox seal KIND DIGEST"), so that
a test can edit a sealed file the way a forger who recomputes the digest
would, and show the readers' field checks behind the seal. Written apart from
the C++ (FNV-1a 64 over each part's length, ':' and bytes, then splitmix64's
finaliser), it also checks the digest's definition: a seal it writes on an
untouched file must be the one already there (tests/cli/*: `reseal` in lib.sh)."""
import sys

MASK = (1 << 64) - 1


def digest(*parts):
    h = 0xCBF29CE484222325
    for part in parts:
        for byte in str(len(part)).encode() + b":" + part:
            h = ((h ^ byte) * 0x100000001B3) & MASK
    z = h
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def main():
    path, kind = sys.argv[1], sys.argv[2]
    data = open(path, "rb").read()
    body = data[:-1] if data.endswith(b"\n") else data
    content = data[: body.rfind(b"\n") + 1]
    if content and not content.endswith(b"\n"):
        content += b"\n"
    seal = b"# puzzlebox seal %s %016x\n" % (kind.encode(), digest(kind.encode(), content))
    open(path, "wb").write(content + seal)


if __name__ == "__main__":
    main()
