# reprlib for the guest, written for the sandbox: size-limited reprs (CPython 3.11's rules).
# Run by the sandbox as guest code: everything here is under the gate and the run's limits.

__all__ = ["Repr", "repr", "recursive_repr", "aRepr"]  # aRepr: exported for the guest to reach

_builtin_repr = repr


def _first(items, count):
    out = []
    if count <= 0:
        return out
    for item in items:
        out.append(item)
        if len(out) >= count:
            break
    return out


def _sorted_if_possible(items):
    try:
        return sorted(items)
    except Exception:
        return list(items)


def _cut(text, keep, fill):
    head = max(0, (keep - 3) // 2)
    tail = max(0, keep - 3 - head)
    return text[:head] + fill + text[len(text) - tail:]


class Repr:
    def __init__(self):
        self.fillvalue = "..."
        self.maxlevel = 6
        self.maxtuple = 6
        self.maxlist = 6
        self.maxarray = 5
        self.maxdict = 4
        self.maxset = 6
        self.maxfrozenset = 6
        self.maxdeque = 6
        self.maxstring = 30
        self.maxlong = 40
        self.maxother = 30

    def repr(self, x):
        return self.repr1(x, self.maxlevel)

    def repr1(self, x, level):
        name = type(x).__name__
        if " " in name:
            name = "_".join(name.split())
        method = getattr(self, "repr_" + name, None)
        if method is not None:
            return method(x, level)
        return self.repr_instance(x, level)

    def _repr_iterable(self, x, level, left, right, maxiter, trail=""):
        n = len(x)
        if level <= 0 and n:
            inner = self.fillvalue
        else:
            pieces = [self.repr1(item, level - 1) for item in _first(x, maxiter)]
            if n > maxiter:
                pieces.append(self.fillvalue)
            inner = ", ".join(pieces)
            if n == 1 and trail:
                right = trail + right
        return left + inner + right

    def repr_tuple(self, x, level):
        return self._repr_iterable(x, level, "(", ")", self.maxtuple, ",")

    def repr_list(self, x, level):
        return self._repr_iterable(x, level, "[", "]", self.maxlist)

    def repr_array(self, x, level):
        if not x:
            return f"array({x.typecode!r})"
        return self._repr_iterable(x, level, f"array('{x.typecode}', [", "])",
                                   self.maxarray)

    def repr_set(self, x, level):
        if not x:
            return "set()"
        return self._repr_iterable(_sorted_if_possible(x), level, "{", "}", self.maxset)

    def repr_frozenset(self, x, level):
        if not x:
            return "frozenset()"
        return self._repr_iterable(_sorted_if_possible(x), level, "frozenset({", "})",
                                   self.maxfrozenset)

    def repr_deque(self, x, level):
        return self._repr_iterable(x, level, "deque([", "])", self.maxdeque)

    def repr_dict(self, x, level):
        n = len(x)
        if n == 0:
            return "{}"
        if level <= 0:
            return "{" + self.fillvalue + "}"
        pieces = []
        for key in _first(_sorted_if_possible(x), self.maxdict):
            pieces.append(self.repr1(key, level - 1) + ": " + self.repr1(x[key], level - 1))
        if n > self.maxdict:
            pieces.append(self.fillvalue)
        return "{" + ", ".join(pieces) + "}"

    def repr_str(self, x, level):
        text = _builtin_repr(x[:self.maxstring])
        if len(text) > self.maxstring:
            head = max(0, (self.maxstring - 3) // 2)
            tail = max(0, self.maxstring - 3 - head)
            text = _builtin_repr(x[:head] + x[len(x) - tail:])
            text = text[:head] + self.fillvalue + text[len(text) - tail:]
        return text

    def repr_int(self, x, level):
        text = _builtin_repr(x)
        if len(text) > self.maxlong:
            text = _cut(text, self.maxlong, self.fillvalue)
        return text

    def repr_instance(self, x, level):
        try:
            text = _builtin_repr(x)
        except Exception:
            return f"<{type(x).__name__} instance at {id(x):#x}>"
        if len(text) > self.maxother:
            text = _cut(text, self.maxother, self.fillvalue)
        return text


aRepr = Repr()


def repr(x):
    return aRepr.repr(x)


def recursive_repr(fillvalue="..."):
    def decorating_function(user_function):
        running = set()

        def wrapper(self):
            key = id(self)
            if key in running:
                return fillvalue
            running.add(key)
            try:
                result = user_function(self)
            finally:
                running.discard(key)
            return result

        for attr in ("__module__", "__doc__", "__name__", "__qualname__"):
            setattr(wrapper, attr, getattr(user_function, attr, None))
        wrapper.__wrapped__ = user_function
        return wrapper

    return decorating_function
