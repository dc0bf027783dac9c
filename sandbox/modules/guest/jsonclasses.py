# json.JSONEncoder and json.JSONDecoder for the guest, written for the sandbox: classes a
# program subclasses (an encoder's default(), a decoder's options) and passes as cls= to
# dumps/loads. They keep CPython's options as attributes and do the work with the sandbox's
# own json.dumps/json.loads/raw_decode (_dumps/_loads/_raw_decode, given by the json module),
# which size and charge it.

__all__ = ["JSONEncoder", "JSONDecoder"]


class JSONEncoder:
    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ","
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")

    def encode(self, o):
        return _dumps(o, skipkeys=self.skipkeys, ensure_ascii=self.ensure_ascii,
                      check_circular=self.check_circular, allow_nan=self.allow_nan,
                      indent=self.indent, separators=(self.item_separator, self.key_separator),
                      default=self.default, sort_keys=self.sort_keys)

    def iterencode(self, o, _one_shot=False):
        # the encoding as one chunk (CPython yields many smaller ones): what a program
        # writes chunk by chunk, or joins, is the same text
        yield self.encode(o)


class JSONDecoder:
    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def _options(self):
        options = {"object_hook": self.object_hook, "object_pairs_hook": self.object_pairs_hook,
                   "strict": self.strict}
        if self.parse_float is not float:
            options["parse_float"] = self.parse_float
        if self.parse_int is not int:
            options["parse_int"] = self.parse_int
        if self.parse_constant is not None:
            options["parse_constant"] = self.parse_constant
        return options

    def decode(self, s):
        return _loads(s, **self._options())

    def raw_decode(self, s, idx=0):
        # the first JSON document of s from index idx (no whitespace skipped), and the index
        # where it ends: what a program uses to read documents one after another
        return _raw_decode(s, idx, **self._options())
