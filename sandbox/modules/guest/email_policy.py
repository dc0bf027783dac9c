# email.policy (and email.errors' classes) for the guest, written for the sandbox: the policy
# objects CPython 3.11 offers (compat32, default, SMTP, SMTPUTF8, HTTP, strict) as immutable
# records with clone(); the message classes read them (which header classes, folding, line
# separator). Run as guest code.

__all__ = ["Policy", "Compat32", "EmailPolicy", "compat32", "default", "SMTP", "SMTPUTF8",
           "HTTP", "strict"]

_FIELDS = {"max_line_length": 78, "linesep": "\n", "cte_type": "8bit",
           "raise_on_defect": False, "mangle_from_": False, "message_factory": None,
           "verify_generated_headers": True}
_MODERN_FIELDS = {"utf8": False, "refold_source": "long", "header_factory": None,
                  "content_manager": None}


class Policy:
    _modern = False
    _defaults = _FIELDS

    def __init__(self, **kw):
        for name, value in kw.items():
            if name not in self._defaults:
                raise TypeError(f"{name!r} is an invalid keyword argument for "
                                f"{type(self).__name__}")
            object.__setattr__(self, name, value)

    def __repr__(self):
        args = [f"{name}={value!r}" for name, value in self.__dict__.items()]
        return f"{type(self).__name__}({', '.join(args)})"

    def clone(self, **kw):
        fields = dict(self.__dict__)
        fields.update(kw)
        return type(self)(**fields)

    def __setattr__(self, name, value):
        if name in self._defaults:
            raise AttributeError(f"{type(self).__name__!r} object attribute {name!r} is "
                                 f"read-only")
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def __add__(self, other):
        return self.clone(**other.__dict__)

    def handle_defect(self, obj, defect):
        if self.raise_on_defect:
            raise defect
        obj.defects.append(defect)

    def header_max_count(self, name):
        if not self._modern:
            return None
        return 1 if name.lower() in _UNIQUE else None


_UNIQUE = frozenset({"subject", "date", "orig-date", "sender", "to", "cc", "bcc", "from",
                     "reply-to", "mime-version", "content-type", "content-disposition",
                     "content-transfer-encoding", "message-id"})


class Compat32(Policy):
    _defaults = {**_FIELDS, "mangle_from_": True}


class EmailPolicy(Policy):
    _modern = True
    _defaults = {**_FIELDS, **_MODERN_FIELDS}


for _cls in (Policy, Compat32, EmailPolicy):  # the defaults, read when not set on an instance
    for _name, _value in _cls._defaults.items():
        setattr(_cls, _name, _value)


compat32 = Compat32()
default = EmailPolicy()
SMTP = default.clone(linesep="\r\n")
HTTP = default.clone(linesep="\r\n", max_line_length=None)
SMTPUTF8 = SMTP.clone(utf8=True)
strict = default.clone(raise_on_defect=True)
