"""fnmatch for the guest, written in guest Python (patterns become ``re`` patterns, run by
the sandbox's own ``re``). Host primitives: none."""

import re

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]

_CACHE = {}
_CACHE_MAX = 256
_SET_SPECIAL = '\\[&~|'


def translate(pat):
    """Translate a shell PATTERN to a regular expression.

    There is no way to quote meta-characters.
    """
    out = []
    i = 0
    n = len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            if not out or out[-1] != '.*':
                out.append('.*')
        elif c == '?':
            out.append('.')
        elif c == '[':
            j = i
            if j < n and pat[j] == '!':
                j += 1
            if j < n and pat[j] == ']':
                j += 1
            while j < n and pat[j] != ']':
                j += 1
            if j >= n:
                out.append('\\[')
                continue
            body = pat[i:j]
            i = j + 1
            negate = body.startswith('!')
            if negate:
                body = body[1:]
            body = ''.join('\\' + ch if ch in _SET_SPECIAL else ch for ch in body)
            if not body:
                out.append('.' if negate else '(?!)')
            elif negate:
                out.append('[^' + body + ']')
            elif body[0] == '^':
                out.append('[\\' + body + ']')
            else:
                out.append('[' + body + ']')
        else:
            out.append(re.escape(c))
    return '(?s:' + ''.join(out) + ')\\Z'


def _compiled(pat):
    key = (type(pat), pat)
    found = _CACHE.get(key)
    if found is None:
        if isinstance(pat, bytes):
            found = re.compile(translate(str(pat, 'ISO-8859-1')).encode('ISO-8859-1'))
        else:
            found = re.compile(translate(pat))
        if len(_CACHE) >= _CACHE_MAX:
            _CACHE.clear()
        _CACHE[key] = found
    return found


def fnmatchcase(name, pat):
    """Test whether FILENAME matches PATTERN, including case.

    This is a version of fnmatch() which doesn't case-normalize its arguments.
    """
    return _compiled(pat).match(name) is not None


def fnmatch(name, pat):
    """Test whether FILENAME matches PATTERN (case-sensitive on POSIX)."""
    return fnmatchcase(name, pat)


def filter(names, pat):
    """Construct a list from those elements of the iterable NAMES that match PAT."""
    match = _compiled(pat).match
    return [name for name in names if match(name) is not None]
