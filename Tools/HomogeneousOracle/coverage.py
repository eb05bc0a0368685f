"""The public API of Homogeneous, read from its sources, as keys such as
`Matrix4.init(rotation:Angle,axis:Vector3)` or `Vector3.*(Vector3,Vector3)`, so
the oracle can fail when a public operation has no oracle case.

A declaration is any line of Sources/Homogeneous/*.swift starting (after
indentation and attributes such as @inlinable) with `public` and declaring a func, init, var, let or subscript;
its signature runs to the brace or line end that closes its parameter list.
The key is the enclosing type (an `extension`, `struct` or `enum`, nested
types joined with a dot), the name, and for functions the parameters as
`label:Type` (operators, whose labels are not part of their name, as `Type`).
"""
import os
import re

DECLARATION = re.compile(r"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:static\s+)?(?:prefix\s+)?(func|init|var|let|subscript)\b(.*)")
TYPE = re.compile(r"^(\s*)(?:public\s+)?(?:struct|enum|extension)\s+([A-Za-z0-9_]+)")


def parameters(text):
    """The text between the first '(' and its matching ')'."""
    start = text.index("(")
    depth = 0
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return text[start + 1:i]
    raise ValueError(f"unbalanced parameters: {text}")


def split_top_level(text):
    parts, depth, current = [], 0, ""
    for ch in text:
        depth += {"(": 1, ")": -1, "[": 1, "]": -1, "<": 1, ">": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


def key(owner, kind, rest):
    rest = rest.strip()
    if kind in ("var", "let"):
        return f"{owner}.{re.match(r'([A-Za-z0-9_]+)', rest).group(1)}"
    name = "init" if kind == "init" else ("subscript" if kind == "subscript" else re.match(r"\s*([^\s(]+)", rest).group(1))
    params = []
    for p in split_top_level(parameters(rest)):
        names, _, ptype = p.partition(":")
        ptype = re.sub(r"\s*=.*$", "", ptype).replace("inout ", "").replace(" ", "")
        label = names.split()[0]
        operator = not re.match(r"[A-Za-z_]", name)
        params.append(ptype if operator else f"{label}:{ptype}")
    return f"{owner}.{name}({','.join(params)})"


def public_api(source_dir):
    keys = set()
    for file in sorted(os.listdir(source_dir)):
        if not file.endswith(".swift"):
            continue
        lines = open(os.path.join(source_dir, file), encoding="utf-8").read().split("\n")
        stack = []   # (indent, type name)
        for i, line in enumerate(lines):
            if line.strip() == "}":
                indent = len(line) - len(line.lstrip())
                while stack and stack[-1][0] >= indent:
                    stack.pop()
                continue
            t = TYPE.match(line)
            if t and not line.strip().startswith("//"):
                stack.append((len(t.group(1)), t.group(2)))
                continue
            d = DECLARATION.match(line)
            if not d or not stack:
                continue
            text, j = d.group(3), i
            while d.group(2) not in ("var", "let") and text.count("(") > text.count(")") and j + 1 < len(lines):
                j += 1
                text += " " + lines[j].strip()
            owner = ".".join(name for _, name in stack)
            keys.add(key(owner, d.group(2), text))
    return keys


if __name__ == "__main__":
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for k in sorted(public_api(os.path.join(root, "Sources/Homogeneous"))):
        print(k)
