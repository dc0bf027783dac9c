"""Private name mangling (``__x`` inside ``class C`` becomes ``_C__x``), done on the AST once
before scopes are resolved, exactly where CPython mangles: names, attributes, parameters,
function and class names, keyword arguments, import aliases, global/nonlocal declarations,
inside the class body and every function nested in it (a nested class mangles with its own
name)."""

from __future__ import annotations

import ast


def mangle_name(class_name: str, name: str) -> str:
    """CPython's _Py_Mangle."""
    if not name.startswith("__") or name.endswith("__") or "." in name:
        return name
    stripped = class_name.lstrip("_")
    if not stripped:
        return name
    return f"_{stripped}{name}"


def mangle_tree(tree: ast.AST) -> None:
    """Mangle every class body of ``tree`` in place."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for stmt in node.body:
                _mangle(stmt, node.name)


def _mangle(node: ast.AST, cls: str) -> None:
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, ast.ClassDef):
            n.name = mangle_name(cls, n.name)
            # bases, keywords and decorators belong to the outer class; the body to its own
            stack.extend([*n.bases, *n.keywords, *n.decorator_list])
            continue
        if isinstance(n, ast.Name):
            n.id = mangle_name(cls, n.id)
        elif isinstance(n, ast.Attribute):
            n.attr = mangle_name(cls, n.attr)
        elif isinstance(n, ast.arg):
            n.arg = mangle_name(cls, n.arg)
        elif isinstance(n, ast.keyword) and n.arg is not None:
            n.arg = mangle_name(cls, n.arg)
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            n.name = mangle_name(cls, n.name)
        elif isinstance(n, (ast.Global, ast.Nonlocal)):
            n.names = [mangle_name(cls, x) for x in n.names]
        elif isinstance(n, ast.alias):
            if n.asname is not None:
                n.asname = mangle_name(cls, n.asname)
            else:
                n.asname = (mangle_name(cls, n.name.split(".")[0])
                            if "." not in n.name and mangle_name(cls, n.name) != n.name
                            else None)
        stack.extend(ast.iter_child_nodes(n))
