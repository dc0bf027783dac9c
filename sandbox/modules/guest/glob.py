"""glob for the guest, written in guest Python on the guest's ``os`` and ``fnmatch``
(every directory listed is a call into the session's virtual file system). Host
primitives: none."""

import fnmatch
import os

__all__ = ["glob", "iglob", "escape", "has_magic"]

_MAGIC = '*?['


def has_magic(s):
    if isinstance(s, bytes):
        s = s.decode('latin-1')
    return any(c in s for c in _MAGIC)


def escape(pathname):
    """Escape all special characters."""
    if isinstance(pathname, bytes):
        return escape(pathname.decode('latin-1')).encode('latin-1')
    out = []
    for c in pathname:
        out.append('[' + c + ']' if c in _MAGIC else c)
    return ''.join(out)


def _join(base, name):
    if not base:
        return name
    if base.endswith('/'):
        return base + name
    return base + '/' + name


def _real(root_dir, path):
    if root_dir is None:
        return path or '.'
    return os.path.join(root_dir, path) if path else root_dir


def _names(root_dir, base):
    try:
        return os.listdir(_real(root_dir, base))
    except OSError:
        return []


def _visible(name, pattern, hidden):
    return hidden or not name.startswith('.') or pattern.startswith('.')


def _entries(root_dir, base, hidden):
    out = []
    for name in _names(root_dir, base):
        if hidden or not name.startswith('.'):
            path = _join(base, name)
            out.append((path, os.path.isdir(_real(root_dir, path))))
    return out


def _below(root_dir, base, dirs_only, hidden):
    """Every path under ``base`` (each before what is under it), directories only if
    asked."""
    stack = [iter(_entries(root_dir, base, hidden))]
    while stack:
        for path, is_dir in stack[-1]:
            if is_dir or not dirs_only:
                yield path
            if is_dir:
                stack.append(iter(_entries(root_dir, path, hidden)))
                break
        else:
            stack.pop()


def _glob(pathname, root_dir, recursive, hidden):
    if not pathname:
        return []
    if root_dir is not None:
        root_dir = os.fspath(root_dir)
    trailing = pathname.endswith('/')
    anchor = '/' if pathname.startswith('/') else ''
    pieces = [p for p in pathname.split('/') if p]
    if not has_magic(pathname):
        target = _real(root_dir, pathname)
        if trailing:
            return [pathname] if os.path.isdir(target) else []
        return [pathname] if os.path.lexists(target) else []
    partial = [anchor]
    for k, piece in enumerate(pieces):
        last = k == len(pieces) - 1
        dirs_only = not last or trailing
        grown = []
        for base in partial:
            if recursive and piece == '**':
                grown.append(_join(base, '') if base else '')
                for path in _below(root_dir, base, dirs_only, hidden):
                    grown.append(path)
            elif has_magic(piece):
                for name in _names(root_dir, base):
                    if _visible(name, piece, hidden) and fnmatch.fnmatchcase(name, piece):
                        path = _join(base, name)
                        if not dirs_only or os.path.isdir(_real(root_dir, path)):
                            grown.append(path)
            else:
                path = _join(base, piece)
                if last:
                    if os.path.lexists(_real(root_dir, path)):
                        grown.append(path)
                else:
                    grown.append(path)
        partial = grown
    out = []
    for path in partial:
        if path == '' or path == anchor:
            continue
        if trailing:
            if not os.path.isdir(_real(root_dir, path)):
                continue
            if not path.endswith('/'):
                path += '/'
        out.append(path)
    return out


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """Return a list of paths matching a pathname pattern.

    The pattern may contain simple shell-style wildcards a la fnmatch. Unlike fnmatch,
    filenames starting with a dot are special cases that are not matched by '*' and '?'
    patterns by default.

    If recursive is true, the pattern '**' will match any files and zero or more
    directories and subdirectories.
    """
    pathname = os.fspath(pathname)
    if isinstance(pathname, bytes):
        return [os.fsencode(p) for p in _glob(os.fsdecode(pathname), root_dir, recursive,
                                              include_hidden)]
    return _glob(pathname, root_dir, recursive, include_hidden)


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    """Return an iterator which yields the paths matching a pathname pattern."""
    return iter(glob(pathname, root_dir=root_dir, recursive=recursive,
                     include_hidden=include_hidden))
