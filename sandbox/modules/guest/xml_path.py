# ElementPath for the guest's xml.etree.ElementTree, written for the sandbox: the XPath subset
# CPython 3.11 supports in find/findall/iterfind/findtext (tag, *, ., .., //, {ns}tag, {*}tag,
# prefix:tag with a namespaces map, [@a], [@a='v'], [@a!='v'], [tag], [tag='t'], [.='t'],
# [n], [last()], [last()-n]) and its SyntaxError messages. Run as guest code.

import re as _re

_PATH_TOKEN = _re.compile(
    r"""\s*(?:('[^']*'|"[^"]*"|::|//?|\.\.|\(\)|!=|[/.*:\[\]()@=])"""
    r"""|((?:\{[^}]+\})?[^/\[\]()@!=\s]+))""")
_path_cache = {}


def _path_tokens(path, namespaces):
    default = namespaces.get("") if namespaces else None
    tokens = []
    pos = 0
    path = path.strip()
    while pos < len(path):
        m = _PATH_TOKEN.match(path, pos)
        if m is None or m.end() == pos:
            raise SyntaxError("invalid path")
        pos = m.end()
        op, name = m.group(1), m.group(2)
        if name and name[0] != "{":
            if ":" in name:
                prefix, local = name.split(":", 1)
                if namespaces:
                    if prefix not in namespaces:
                        raise SyntaxError(f"prefix {prefix!r} not found in prefix map")
                    name = f"{{{namespaces[prefix]}}}{local}"
            elif default and not tokens[-1:] == [("@", None)] and not (
                    tokens and tokens[-1][0] == "@"):
                name = f"{{{default}}}{name}"
        tokens.append((op, name))
    return tokens


def _tag_matcher(tag):
    if tag == "*" or tag == "{*}*":
        return lambda elem: True
    if tag[:3] == "{*}":
        local = tag[3:]
        return lambda elem: isinstance(elem.tag, str) and (
            elem.tag == local or elem.tag.endswith("}" + local))
    if tag[-2:] == "}*":
        prefix = tag[:-1]
        return lambda elem: isinstance(elem.tag, str) and elem.tag.startswith(prefix)
    return lambda elem: elem.tag == tag


def _compile_path(path, namespaces):
    if path[-1:] == "/":
        path = path + "*"
    key = (path, tuple(sorted(namespaces.items())) if namespaces else None)
    steps = _path_cache.get(key)
    if steps is not None:
        return steps
    tokens = _path_tokens(path, namespaces)
    steps = []
    i = 0
    if tokens and tokens[0][0] in ("/", "//"):
        raise SyntaxError("cannot use absolute path on element")
    while i < len(tokens):
        op, name = tokens[i]
        i += 1
        if op == "/":
            continue
        if op == "//":
            if i >= len(tokens):
                raise SyntaxError("invalid descendant")
            op2, name2 = tokens[i]
            i += 1
            if name2 is None and op2 != "*":
                raise SyntaxError("invalid descendant")
            steps.append(("descendant", name2 or "*"))
        elif op == ".":
            steps.append(("self", None))
        elif op == "..":
            steps.append(("parent", None))
        elif op == "*":
            steps.append(("child", "*"))
        elif name is not None:
            steps.append(("child", name))
        elif op == "[":
            pred = []
            while i < len(tokens) and tokens[i][0] != "]":
                pred.append(tokens[i])
                i += 1
            if i >= len(tokens):
                raise SyntaxError("invalid predicate")
            i += 1
            steps.append(("pred", _predicate(pred)))
        else:
            raise SyntaxError("invalid path")
    if len(_path_cache) > 100:
        _path_cache.clear()
    _path_cache[key] = steps
    return steps


def _unquote(text):
    return text[1:-1]


def _predicate(pred):
    quoted = [op for op, name in pred if op is not None and op[:1] in "'\""]
    sig = "".join("'" if op is not None and op[:1] in "'\"" else
                  (op if op is not None else ("#" if _re.match(r"-?\d+$", name) else "-"))
                  for op, name in pred)
    if sig == "@-":
        key = pred[1][1]
        return ("has", key)
    if sig in ("@-='", "@-!='"):
        return ("attr", pred[1][1], _unquote(quoted[0]), sig == "@-='")
    if sig == "-" and not _re.match(r"-?\d+$", pred[0][1]):
        return ("child", pred[0][1])
    if sig in ("-='", "-!='", ".='", ".!='"):
        return ("text", pred[0][1] if sig[0] == "-" else None, _unquote(quoted[0]),
                "!=" not in sig)
    if sig in ("#", "-()", "-()#") or (sig == "-" and _re.match(r"-?\d+$", pred[0][1])):
        if sig == "#" or sig == "-":
            index = int(pred[0][1]) - 1
            if index < 0:
                raise SyntaxError("XPath position >= 1 expected")
        else:
            if pred[0][1] != "last":
                raise SyntaxError("unsupported function")
            if sig == "-()#":
                try:
                    index = int(pred[2][1]) - 1
                except ValueError:
                    raise SyntaxError("unsupported expression") from None
                if index > -2:
                    raise SyntaxError("XPath offset from last() must be negative")
            else:
                index = -1
        return ("index", index)
    raise SyntaxError("invalid predicate")


def _parents(root):
    parents = {}
    for elem in root.iter():
        for child in elem:
            parents[child] = elem
    return parents


def _apply(step, context, result, state):
    kind, arg = step
    if kind == "child":
        match = _tag_matcher(arg)
        for elem in result:
            for child in elem:
                if match(child):
                    yield child
    elif kind == "descendant":
        match = _tag_matcher(arg)
        for elem in result:
            for node in elem.iter():
                if node is not elem and match(node):
                    yield node
    elif kind == "self":
        yield from result
    elif kind == "parent":
        if "parents" not in state:
            state["parents"] = _parents(context)
        parents = state["parents"]
        seen = set()
        for elem in result:
            parent = parents.get(elem)
            if parent is not None and id(parent) not in seen:
                seen.add(id(parent))
                yield parent
    else:
        yield from _filter(arg, context, result, state)


def _filter(pred, context, result, state):
    what = pred[0]
    if what == "has":
        for elem in result:
            if elem.get(pred[1]) is not None:
                yield elem
    elif what == "attr":
        key, value, equal = pred[1], pred[2], pred[3]
        for elem in result:
            if (elem.get(key) == value) == equal:
                yield elem
    elif what == "child":
        match = _tag_matcher(pred[1])
        for elem in result:
            for child in elem:
                if match(child):
                    yield elem
                    break
    elif what == "text":
        tag, value, equal = pred[1], pred[2], pred[3]
        for elem in result:
            if tag is None:
                if ("".join(elem.itertext()) == value) == equal:
                    yield elem
                continue
            match = _tag_matcher(tag)
            for child in elem:
                if match(child) and ("".join(child.itertext()) == value) == equal:
                    yield elem
                    break
    else:
        index = pred[1]
        if "parents" not in state:
            state["parents"] = _parents(context)
        parents = state["parents"]
        for elem in result:
            parent = parents.get(elem)
            if parent is None:
                continue
            same = [child for child in parent if child.tag == elem.tag]
            try:
                if same[index] is elem:
                    yield elem
            except IndexError:
                pass


def _select(elem, path, namespaces=None):
    steps = _compile_path(path, namespaces)
    result = iter([elem])
    state = {}
    for step in steps:
        result = _apply(step, elem, result, state)
    return result
