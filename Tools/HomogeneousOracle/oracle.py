#!/usr/bin/env python3
"""Accuracy oracle for Homogeneous (issue 47): every public operation against
an independent implementation, on seeded random inputs and chosen edge cases.

    python3 Tools/HomogeneousOracle/oracle.py [--dump PATH] [--count N] [--seed S]
        [--show N] [--only PREFIX]

Ours: Tools/HomogeneousOracle/Swift (`homogeneous-dump`), which evaluates each
request through the public API. Without --dump the script builds it
(`swift build -c release --package-path Tools --product homogeneous-dump`).

Oracles (test-only peers, never product dependencies): PyGLM's double types
(glm.dvec3, dmat4, dquat: products, glm.rotate, angleAxis, mat4_cast, slerp,
lookAtRH, perspectiveRH_NO/_ZO, frustumRH, orthoRH, infinitePerspectiveRH,
project/unProject, inverseTranspose), scipy's Rotation (Euler angles in all 12
orders, rotation vectors, quaternions from matrices in canonical sign), numpy
(component-wise arithmetic, inverses, polar decomposition) and exact rational
arithmetic (Fractions: determinants, inverses, dot and cross products). Where
an oracle itself overflows (glm.normalize of a 1e-200 vector), it is given the
input scaled by a power of two, which changes no direction and no rounding.

Every number must be within 1e-12 relative of the oracle's: relative to the
larger of the result's magnitude and the magnitude of the terms it is computed
from (a dot product of nearly perpendicular vectors is compared against |a||b|,
not against its tiny value), see oracle_support.py. NaN, infinities, nil and
booleans must match exactly; the documented value stands in for the oracle
where no answer exists (nil for an orthographic box 1e-320 wide, NaN for slerp
at t = NaN). Each operation runs --count seeded inputs (default 3000) plus its
edge cases. The run also fails when a public declaration in
Sources/Homogeneous has no case here (coverage.py), except the ones listed in
NOT_NUMERIC, which the unit tests cover.

--self-test checks the oracle itself too: each result is spoiled (its first
non-zero number moved by 1e-9 relative, or a boolean flipped, or nil made a
number) and compared again; every operation must notice for some of its cases.

Exit status 0 when every comparison passes and the API is covered, 1 otherwise.
"""
import argparse
import math
import os
import subprocess
import sys
import time
import warnings

import numpy as np

sys.dont_write_bytecode = True   # no __pycache__ in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import cases_matrices  # noqa: E402
import cases_projections  # noqa: E402
import cases_rotations  # noqa: E402
import cases_transforms  # noqa: E402
import cases_vectors  # noqa: E402
from coverage import public_api  # noqa: E402
from oracle_support import TOLERANCE, Gen, request  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OPS = (cases_vectors.OPS + cases_vectors.ANGLE_OPS + cases_matrices.OPS + cases_transforms.OPS
       + cases_rotations.OPS + cases_projections.OPS)

# Public declarations that are not numerical operations: text, hashing,
# Codable, stored properties read by every case, raw storage and the Apple-only
# simd conversions (Linux has no simd module). Tests/HomogeneousTests covers them.
NOT_NUMERIC = {
    "Angle.description", "Angle.hash(into:Hasher)", "Vector3.description", "Vector4.description",
    "Quaternion.description", "Matrix4.description",
    "Angle.encode(to:anyEncoder)", "Angle.init(from:anyDecoder)", "Vector3.encode(to:anyEncoder)",
    "Vector3.init(from:anyDecoder)", "Vector4.encode(to:anyEncoder)", "Vector4.init(from:anyDecoder)",
    "Quaternion.encode(to:anyEncoder)", "Quaternion.init(from:anyDecoder)", "Matrix4.encode(to:anyEncoder)",
    "Matrix4.init(from:anyDecoder)",
    "Matrix4.c0", "Matrix4.c1", "Matrix4.c2", "Matrix4.c3", "Quaternion.x", "Quaternion.y", "Quaternion.z",
    "Quaternion.w", "Matrix4.Viewport.x", "Matrix4.Viewport.y", "Matrix4.Viewport.width",
    "Matrix4.Viewport.height", "Matrix4.singularityTolerance",
    "Matrix4.init(_:simd_double4x4)", "simd_double4x4.init(_:Matrix4)", "Quaternion.init(_:simd_quatd)",
    "simd_quatd.init(_:Quaternion)",
}


def parse(token):
    if token in ("true", "false"):
        return token == "true"
    return float(token)


def error(expect, tokens):
    """The relative error of our result (0 when exactly right, inf when of the wrong kind)."""
    if expect.mode == "nil" or tokens == ["nil"]:
        return 0.0 if (expect.mode == "nil") == (tokens == ["nil"]) else math.inf
    ours = [parse(t) for t in tokens]
    if expect.mode == "check":
        return math.inf if any(isinstance(o, bool) for o in ours) else expect.values(ours)
    want = expect.values
    if len(ours) != len(want):
        return math.inf
    if expect.mode == "exact":
        same = all((isinstance(o, bool) == isinstance(w, bool)) and (o == w or (o != o and w != w))
                   for o, w in zip(ours, want))
        return 0.0 if same else math.inf
    if expect.mode == "rotation":
        return min(numbers_error(ours, want, expect.scale), numbers_error(ours, [-w for w in want], expect.scale))
    if expect.mode == "angles":
        turns = [o - w - 2 * math.pi * round((o - w) / (2 * math.pi)) for o, w in zip(ours, want)]
        return numbers_error([w + d for w, d in zip(want, turns)], want, max(expect.scale, 1.0))
    return numbers_error(ours, want, expect.scale)


def numbers_error(ours, want, scale):
    if any(isinstance(o, bool) for o in ours):
        return math.inf
    finite = [abs(w) for w in want if math.isfinite(w)]
    size = max(finite + [scale]) or 1.0
    worst = 0.0
    for o, w in zip(ours, want):
        if math.isnan(w) or math.isinf(w) or not math.isfinite(o):
            if not (o == w or (math.isnan(o) and math.isnan(w))):
                return math.inf
            continue
        worst = max(worst, abs(o - w) / size)
    return worst


def spoiled(tokens):
    """Our result with one thing wrong in it, for --self-test."""
    out = list(tokens)
    for i, t in enumerate(out):
        if t in ("true", "false"):
            out[i] = "false" if t == "true" else "true"
            return out
        if t == "nil":
            return ["0.0"]
        x = float(t)
        if math.isfinite(x) and x != 0:
            out[i] = repr(x * (1 + 1e-9))
            return out
    return ["0.001"] + out[1:] if out else ["0.0"]


def build_dump():
    subprocess.run(["swift", "build", "-c", "release", "--package-path", "Tools", "--product", "homogeneous-dump"],
                   cwd=ROOT, check=True)
    out = subprocess.run(["swift", "build", "-c", "release", "--package-path", "Tools", "--show-bin-path"],
                         cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "homogeneous-dump")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dump", help="the homogeneous-dump binary (built when omitted)")
    parser.add_argument("--count", type=int, default=3000, help="seeded inputs per operation")
    parser.add_argument("--seed", type=int, default=47)
    parser.add_argument("--show", type=int, default=3, help="failures shown per operation")
    parser.add_argument("--only", default="", help="run the operations whose name starts with this")
    parser.add_argument("--self-test", action="store_true", help="also check that spoiled results are caught")
    options = parser.parse_args()
    dump = options.dump or build_dump()
    # The oracles meet NaN, infinities and gimbal lock on purpose.
    np.seterr(all="ignore")
    warnings.simplefilter("ignore")

    start = time.time()
    gen = Gen(options.seed)
    cases = []   # (op, args, forced expectation or None)
    for op in OPS:
        if not op.name.startswith(options.only):
            continue
        cases += [(op, e.args, e.expect) for e in op.edges]
        count = op.random_count if op.random_count is not None else options.count
        cases += [(op, op.random(gen), None) for _ in range(count)]
    lines = "\n".join(request(op.name, args) for op, args, _ in cases) + "\n"
    result = subprocess.run([dump], input=lines, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"oracle: {dump} failed: {result.stderr.strip()}")
    outputs = result.stdout.split("\n")

    worst, runs, failures, noticed = {}, {}, {}, set()
    for (op, args, forced), output in zip(cases, outputs):
        expect = forced if forced is not None else op.oracle(*args)
        e = error(expect, output.split())
        if options.self_test and not error(expect, spoiled(output.split())) <= TOLERANCE:
            noticed.add(op.name)
        runs[op.name] = runs.get(op.name, 0) + 1
        worst[op.name] = max(worst.get(op.name, 0.0), e)
        if not e <= TOLERANCE:
            failures.setdefault(op.name, []).append((request(op.name, args), output, expect))

    print(f"oracle: {len(cases)} comparisons of {len(runs)} operations in {time.time() - start:.1f} s "
          f"(seed {options.seed}, {options.count} seeded inputs each, plus edge cases); tolerance {TOLERANCE:g}")
    for name in sorted(runs):
        flag = "FAIL" if name in failures else "ok"
        print(f"  {flag:4} {name:28} {runs[name]:6} cases   worst relative error {worst[name]:.2e}")
        for line, output, expect in failures.get(name, [])[:options.show]:
            print(f"         request: {line}\n         ours:    {output}\n         oracle:  {expect}")

    covered = {k for op in OPS for k in op.covers}
    api = public_api(os.path.join(ROOT, "Sources/Homogeneous"))
    missing = sorted(api - covered - NOT_NUMERIC)
    stale = sorted((covered | NOT_NUMERIC) - api)
    if missing:
        print("oracle: public declarations without an oracle case:\n  " + "\n  ".join(missing))
    if stale:
        print("oracle: cases name declarations that no longer exist:\n  " + "\n  ".join(stale))
    print(f"oracle: {len(api)} public declarations, {len(api) - len(missing)} covered"
          f" ({len(api & NOT_NUMERIC)} by the unit tests alone)")
    blind = sorted(set(runs) - noticed) if options.self_test else []
    if options.self_test:
        print(f"oracle: self-test: spoiled results caught in {len(noticed)} of {len(runs)} operations"
              + ("; never caught in: " + ", ".join(blind) if blind else ""))
    failures.update({name: [] for name in blind})
    ok = not failures and not missing and not stale and not options.only
    print("oracle: " + ("ok" if ok else "FAILED" if failures or missing or stale else "partial run"))
    sys.exit(0 if ok or (options.only and not failures) else 1)


if __name__ == "__main__":
    main()
