# A keyword given twice through ** names the callee as CPython does: list.sort(), max(),
# print(), a guest function's qualified name; a builtin method's __qualname__ is Type.name.
def show(call):
    try:
        call()
    except TypeError as exc:
        print(exc)


def report(**fields):
    return fields


class Ledger:
    def post(self, **entry):
        return entry


options = {"key": len}
show(lambda: ["bb", "a"].sort(key=str.lower, **options))
show(lambda: max(["bb", "a"], **options, **{"key": abs}))
show(lambda: print("x", sep="-", **{"sep": "+"}))
show(lambda: report(total=1, **{"total": 2}))
show(lambda: Ledger().post(**{"amount": 1}, **{"amount": 2}))
show(lambda: report(**{"ok": 1}, **["not", "a", "mapping"]))
show(lambda: report(**{3: "non-str key"}))


class Names(list):
    pass


print([].append.__qualname__, "".join.__qualname__, {}.items.__qualname__)
print(Names().append.__qualname__, Ledger().post.__qualname__)
