"""pprint.PrettyPrinter for the guest, written for the sandbox: it keeps CPython's options
(checked as CPython checks them) and formats with the pprint module's own pformat (given as
``_pformat``, which sizes and charges the work). Overriding ``format`` or ``_format`` in a
subclass changes nothing: the formatting is the module's."""

__all__ = ["PrettyPrinter"]


class PrettyPrinter:
    def __init__(self, indent=1, width=80, depth=None, stream=None, *,
                 compact=False, sort_dicts=True, underscore_numbers=False):
        """Handle pretty printing operations onto a stream using a set of
        configured parameters.

        indent
            Number of spaces to indent for each level of nesting.

        width
            Attempted maximum number of columns in the output.

        depth
            The maximum depth to print out nested structures.

        stream
            The desired output stream.  If omitted (or false), the standard
            output stream available at construction will be used.

        compact
            If true, several short items will be combined in one line.

        sort_dicts
            If true, dict keys are sorted.

        underscore_numbers
            If true, digit groups are separated with underscores.
        """
        indent = int(indent)
        width = int(width)
        if indent < 0:
            raise ValueError('indent must be >= 0')
        if depth is not None and depth <= 0:
            raise ValueError('depth must be > 0')
        if not width:
            raise ValueError('width must be != 0')
        self._depth = depth
        self._indent_per_level = indent
        self._width = width
        self._stream = stream or None  # None: the run's captured output
        self._compact = bool(compact)
        self._sort_dicts = sort_dicts
        self._underscore_numbers = underscore_numbers

    def pformat(self, object):
        return _pformat(object, self._indent_per_level, self._width, self._depth,
                        compact=self._compact, sort_dicts=self._sort_dicts,
                        underscore_numbers=self._underscore_numbers)

    def pprint(self, object):
        text = self.pformat(object) + "\n"
        if self._stream is None:
            print(text, end="")
        else:
            self._stream.write(text)

    def isreadable(self, object):
        return _isreadable(object)

    def isrecursive(self, object):
        return _isrecursive(object)
