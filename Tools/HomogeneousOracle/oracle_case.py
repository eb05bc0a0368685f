"""An oracle case: one operation of homogeneous-dump, its inputs and its oracle."""
from dataclasses import dataclass, field


@dataclass
class Edge:
    """Chosen arguments, always run; `expect` overrides the oracle (for the
    documented value where no oracle answer exists)."""
    args: tuple
    expect: object = None


@dataclass
class Op:
    name: str
    random: object              # Gen -> tuple of arguments
    oracle: object              # *arguments -> Expect
    edges: list = field(default_factory=list)
    covers: list = field(default_factory=list)   # public API keys (see coverage.py)
    random_count: int = None    # seeded inputs; None: the run's --count
