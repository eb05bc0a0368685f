"""Shared pieces of the Homogeneous oracle: argument types, the seeded input
generator, conversions to PyGLM, exact arithmetic, and what an oracle expects.

Arguments are small typed values so that the request line for homogeneous-dump
is written in one place (`tokens`). Expectations say how a result is compared:

  close(values, scale)  every number within TOLERANCE * scale of the oracle's
                        (scale: the larger of the result's largest magnitude and
                        `scale`, the size of the terms the result is computed
                        from, for results that cancel, like a dot product);
                        NaN and infinities must match exactly
  exact(values)         the same numbers or booleans, bit for bit (one IEEE
                        operation, a copy, a documented constant)
  nil()                 the documented "no answer": nil
  rotation(q)           a quaternion equal to q or to -q (the same rotation)
  angles(values)        angles equal modulo a whole turn
  check(f)              f(our numbers) is the relative error (results that are
                        not unique: Euler angles at gimbal lock)
"""
import math
from dataclasses import dataclass
from fractions import Fraction

import glm
import numpy as np

TOLERANCE = 1e-12


# ---------------------------------------------------------------- arguments

def number_token(x):
    x = float(x)
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return repr(x)


@dataclass(frozen=True)
class V3:
    x: float
    y: float
    z: float

    def tokens(self):
        return [number_token(c) for c in (self.x, self.y, self.z)]

    @property
    def a(self):
        return np.array([self.x, self.y, self.z], dtype=float)


@dataclass(frozen=True)
class V4:
    x: float
    y: float
    z: float
    w: float

    def tokens(self):
        return [number_token(c) for c in (self.x, self.y, self.z, self.w)]

    @property
    def a(self):
        return np.array([self.x, self.y, self.z, self.w], dtype=float)


@dataclass(frozen=True)
class Q(V4):
    """A quaternion x, y, z, w (real part last)."""

    @property
    def glm(self):
        return glm.dquat(self.w, self.x, self.y, self.z)


class M:
    """A 4x4 matrix, as a numpy array of rows."""

    def __init__(self, rows):
        self.a = np.array(rows, dtype=float).reshape(4, 4)

    def tokens(self):
        return [number_token(v) for v in self.a.flatten()]

    @property
    def glm(self):
        return glm.dmat4(*self.a.T.flatten())


@dataclass(frozen=True)
class Ang:
    unit: str   # "deg" or "rad"
    value: float

    def tokens(self):
        return [f"{self.unit}:{number_token(self.value)}"]

    @property
    def radians(self):
        """The value in radians as Angle documents it: degrees · π / 180."""
        return self.value * math.pi / 180 if self.unit == "deg" else self.value


@dataclass(frozen=True)
class Word:
    text: str

    def tokens(self):
        return [self.text]


@dataclass(frozen=True)
class Vp:
    x: float
    y: float
    width: float
    height: float

    def tokens(self):
        return [number_token(c) for c in (self.x, self.y, self.width, self.height)]


def request(name, args):
    tokens = [name]
    for a in args:
        tokens += a.tokens() if hasattr(a, "tokens") else [number_token(a)]
    return " ".join(tokens)


# ---------------------------------------------------------------- inputs

ORDERS = ["xyz", "xzy", "yxz", "yzx", "zxy", "zyx", "xyx", "xzx", "yxy", "yzy", "zxz", "zyz"]
DEPTHS = ["negativeOneToOne", "zeroToOne", "oneToZero"]


class Gen:
    """Seeded inputs (numpy's PCG64), the same on every run for a seed."""

    def __init__(self, seed):
        self.r = np.random.default_rng(seed)

    def uniform(self, lo, hi):
        return float(self.r.uniform(lo, hi))

    def vec(self, r=10.0):
        return V3(*(float(c) for c in self.r.uniform(-r, r, 3)))

    def vec4(self, r=10.0):
        return V4(*(float(c) for c in self.r.uniform(-r, r, 4)))

    def unit(self):
        while True:
            v = self.r.uniform(-1, 1, 3)
            n = np.linalg.norm(v)
            if 0.1 < n <= 1:
                return V3(*(v / n))

    def quat(self):
        """A random unit quaternion (either sign)."""
        q = self.r.normal(size=4)
        q /= np.linalg.norm(q)
        return Q(*(float(c) for c in q))

    def angle(self):
        if self.r.random() < 0.5:
            return Ang("deg", self.uniform(-720, 720))
        return Ang("rad", self.uniform(-12, 12))

    def rotation(self):
        """A rotation matrix (4x4), from a random unit quaternion via numpy."""
        return M(embed(quaternion_matrix(self.quat().a)))

    def affine(self):
        """Translation · rotation · scale (0.5...2 per axis) · rotation, well conditioned."""
        s = np.diag(np.r_[self.r.uniform(0.5, 2, 3), 1.0])
        t = np.eye(4)
        t[:3, 3] = self.r.uniform(-10, 10, 3)
        return M(t @ self.rotation().a @ s @ self.rotation().a)

    def projective(self):
        """2·I plus entries in [-0.5, 0.5): strictly diagonally dominant."""
        return M(2 * np.eye(4) + self.r.uniform(-0.5, 0.5, (4, 4)))

    def order(self):
        return Word(ORDERS[self.r.integers(len(ORDERS))])

    def depth(self):
        return Word(DEPTHS[self.r.integers(len(DEPTHS))])


# ---------------------------------------------------------------- maths helpers

def embed(r3):
    m = np.eye(4)
    m[:3, :3] = r3
    return m


def quaternion_matrix(q):
    """The rotation matrix of a unit quaternion (x, y, z, w), by scipy."""
    from scipy.spatial.transform import Rotation
    return Rotation.from_quat(q).as_matrix()


def glm_rows(m):
    """A PyGLM matrix as a numpy array of rows."""
    return np.array(m, dtype=float)


def power_of_two_scaled(values):
    """`values` times the power of two that puts the largest near 1: the same
    direction, safe to square (exact, as long as nothing becomes subnormal)."""
    largest = max(abs(v) for v in values)
    if largest == 0 or not math.isfinite(largest):
        return list(values)
    e = math.frexp(largest)[1]
    return [math.ldexp(v, -e) for v in values]


def exact_det(rows):
    """The determinant of a square matrix of floats, exactly (Fractions,
    Bareiss-free Gaussian elimination), rounded once to a float."""
    a = [[Fraction(x) for x in row] for row in rows]
    n = len(a)
    det = Fraction(1)
    for c in range(n):
        p = next((r for r in range(c, n) if a[r][c] != 0), None)
        if p is None:
            return 0.0
        if p != c:
            a[c], a[p] = a[p], a[c]
            det = -det
        det *= a[c][c]
        for r in range(c + 1, n):
            f = a[r][c] / a[c][c]
            if f:
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
    return fraction_to_float(det)


def exact_inverse(rows):
    """The inverse of a square matrix of floats by Gauss-Jordan elimination in
    exact Fractions, each entry rounded once; None when it is singular."""
    n = len(rows)
    a = [[Fraction(x) for x in row] + [Fraction(int(i == j)) for j in range(n)] for i, row in enumerate(rows)]
    for c in range(n):
        p = next((r for r in range(c, n) if a[r][c] != 0), None)
        if p is None:
            return None
        a[c], a[p] = a[p], a[c]
        pivot = a[c][c]
        a[c] = [x / pivot for x in a[c]]
        for r in range(n):
            if r != c and a[r][c] != 0:
                f = a[r][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c])]
    return [[fraction_to_float(x) for x in row[n:]] for row in a]


def fraction_to_float(f):
    """A Fraction rounded to the nearest float, including outside float's range."""
    try:
        return float(f)
    except OverflowError:
        return math.inf if f > 0 else -math.inf


# ---------------------------------------------------------------- expectations

@dataclass
class Expect:
    mode: str
    values: list = None
    scale: float = 0.0


def flat(values):
    out = []
    for v in values if isinstance(values, (list, tuple)) else [values]:
        if isinstance(v, (list, tuple, np.ndarray)):
            out += [float(x) for x in np.asarray(v, dtype=float).flatten()]
        elif isinstance(v, (V3, V4, M)):
            out += [float(x) for x in np.asarray(v.a).flatten()]
        elif isinstance(v, glm.dquat):
            out += [v.x, v.y, v.z, v.w]
        elif isinstance(v, glm.dmat4):
            out += [float(x) for x in glm_rows(v).flatten()]
        elif hasattr(v, "__len__"):
            out += [float(x) for x in v]   # a PyGLM vector
        else:
            out.append(float(v))
    return out


def close(*values, scale=0.0):
    return Expect("close", flat(list(values)), scale)


def exact(*values):
    out = []
    for v in values:
        out += [v] if isinstance(v, bool) else flat(v)
    return Expect("exact", out)


def nil():
    return Expect("nil")


def nans(count):
    return Expect("close", [math.nan] * count)


def rotation(q):
    return Expect("rotation", flat(q))


def angles(*values):
    return Expect("angles", flat(list(values)))


def check(error_of):
    """A result judged by a function of our numbers returning its relative error
    (for results that are not unique, such as Euler angles at gimbal lock)."""
    return Expect("check", error_of)
