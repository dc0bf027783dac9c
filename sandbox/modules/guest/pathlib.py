"""pathlib for the guest, written in guest Python and run by the sandbox.

The pure classes work on text alone (``PureWindowsPath`` too: drives, UNC shares, both
separators, case-insensitive comparison, reserved names, as CPython 3.11's; ``WindowsPath``
cannot be made, as on any POSIX system); the concrete ones call the guest's ``os`` and ``open``,
so every file operation goes through the session's virtual file system and its budgets.
Host primitives: none (this module imports ``os``, ``os.path`` and ``fnmatch`` as any guest
code would).
"""

import fnmatch as _fnmatch
import os

__all__ = ["PurePath", "PurePosixPath", "PureWindowsPath", "Path", "PosixPath", "WindowsPath"]


def _parse(text):
    """(root, parts) of one path string."""
    if text.startswith('/'):
        root = '//' if text.startswith('//') and not text.startswith('///') else '/'
    else:
        root = ''
    return root, [p for p in text.split('/') if p and p != '.']


def _text_of(arg):
    if isinstance(arg, PurePath):
        return str(arg)
    value = os.fspath(arg)
    if not isinstance(value, str):
        raise TypeError("argument should be a str object or an os.PathLike object "
                        f"returning str, not {type(value)!r}")
    return value


class _Parents:
    """The logical ancestors of a path, as a sequence."""

    def __init__(self, path):
        self._path = path
        chain = []
        current = path
        while current._parts:
            current = current.parent
            chain.append(current)
        self._chain = tuple(chain)

    def __len__(self):
        return len(self._chain)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self._chain[index]
        if index >= len(self) or index < -len(self):
            raise IndexError(index)
        return self._chain[index]

    def __iter__(self):
        return iter(self._chain)

    def __repr__(self):
        return f"<{type(self._path).__name__}.parents>"


class PurePath:
    """Base class for manipulating paths without I/O."""

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        return cls._from_args(args)

    @classmethod
    def _from_args(cls, args):
        root = ''
        parts = []
        for arg in args:
            r, p = _parse(_text_of(arg))
            if r:
                root, parts = r, p
            else:
                parts.extend(p)
        return cls._from_parts(root, parts)

    @classmethod
    def _from_parts(cls, root, parts):
        self = object.__new__(cls)
        self._root = root
        self._parts = tuple(parts)
        self._str = root + '/'.join(parts) if (root or parts) else '.'
        return self

    def _with_parts(self, parts):
        return type(self)._from_parts(self._root, parts)

    def __str__(self):
        return self._str

    def __fspath__(self):
        return self._str

    def as_posix(self):
        """Return the string representation of the path with forward (/) slashes."""
        return self._str

    def __bytes__(self):
        return os.fsencode(self._str)

    def __repr__(self):
        return f"{type(self).__name__}({self._str!r})"

    def as_uri(self):
        """Return the path as a 'file' URI."""
        if not self._root:
            raise ValueError("relative path can't be expressed as a file URI")
        from urllib.parse import quote_from_bytes
        return 'file://' + quote_from_bytes(os.fsencode(self._str))

    def _key(self):
        return ([self._root] if self._root else []) + list(self._parts)

    def _comparable(self, other):
        """Whether ``other`` orders with this path: the same flavour (PureWindowsPath's own)."""
        return isinstance(other, PurePosixPath)

    def __eq__(self, other):
        if not self._comparable(other):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self):
        return hash(self._str)

    def __lt__(self, other):
        if not self._comparable(other):
            return NotImplemented
        return self._key() < other._key()

    def __le__(self, other):
        if not self._comparable(other):
            return NotImplemented
        return self._key() <= other._key()

    def __gt__(self, other):
        if not self._comparable(other):
            return NotImplemented
        return self._key() > other._key()

    def __ge__(self, other):
        if not self._comparable(other):
            return NotImplemented
        return self._key() >= other._key()

    def __truediv__(self, key):
        try:
            return type(self)._from_args((self, key))
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return type(self)._from_args((key, self))
        except TypeError:
            return NotImplemented

    def __reduce__(self):
        return (type(self), tuple(self.parts))

    @property
    def drive(self):
        """The drive prefix (always empty on POSIX)."""
        return ''

    @property
    def root(self):
        """The root of the path, if any."""
        return self._root

    @property
    def anchor(self):
        """The concatenation of the drive and root, or ''."""
        return self._root

    @property
    def parts(self):
        """An object providing sequence-like access to the components in the filesystem
        path."""
        return ((self._root,) if self._root else ()) + self._parts

    @property
    def name(self):
        """The final path component, if any."""
        return self._parts[-1] if self._parts else ''

    @property
    def suffix(self):
        """The final component's last suffix, if any."""
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[i:]
        return ''

    @property
    def suffixes(self):
        """A list of the final component's suffixes, if any."""
        name = self.name
        if name.endswith('.'):
            return []
        name = name.lstrip('.')
        return ['.' + s for s in name.split('.')[1:]]

    @property
    def stem(self):
        """The final path component, minus its last suffix."""
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    @property
    def parent(self):
        """The logical parent of the path."""
        if not self._parts:
            return self
        return self._with_parts(self._parts[:-1])

    @property
    def parents(self):
        """A sequence of this path's logical parents."""
        return _Parents(self)

    def with_name(self, name):
        """Return a new path with the file name changed."""
        if not self.name:
            raise ValueError(f"{self!r} has an empty name")
        if not name or '/' in name or name == '.':
            raise ValueError(f"Invalid name {name!r}")
        return self._with_parts(self._parts[:-1] + (name,))

    def with_stem(self, stem):
        """Return a new path with the stem changed."""
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        """Return a new path with the file suffix changed.  If the path has no suffix, add
        given suffix.  If the given suffix is an empty string, remove the suffix from the
        path."""
        if '/' in suffix or (suffix and not suffix.startswith('.')) or suffix == '.':
            raise ValueError(f"Invalid suffix {suffix!r}")
        name = self.name
        if not name:
            raise ValueError(f"{self!r} has an empty name")
        old = self.suffix
        base = name[:len(name) - len(old)] if old else name
        return self._with_parts(self._parts[:-1] + (base + suffix,))

    def joinpath(self, *args):
        """Combine this path with one or several arguments, and return a new path."""
        return type(self)._from_args((self,) + args)

    def is_absolute(self):
        """True if the path is absolute."""
        return bool(self._root)

    def is_reserved(self):
        """Return True if the path contains one of the special names reserved by the
        system, if any."""
        return False

    def relative_to(self, *other):
        """Return the relative path to another path identified by the passed arguments."""
        if not other:
            raise TypeError("need at least one argument")
        base = type(self)._from_args(other)
        n = len(base._parts)
        if base._root != self._root or self._parts[:n] != base._parts:
            raise ValueError(f"{str(self)!r} is not in the subpath of {str(base)!r} OR one "
                             "path is relative and the other is absolute.")
        return type(self)._from_parts('', self._parts[n:])

    def is_relative_to(self, *other):
        """Return True if the path is relative to another path or False."""
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def match(self, path_pattern):
        """Return True if this path matches the given pattern."""
        pattern = PurePosixPath(path_pattern)
        if not pattern._root and not pattern._parts:
            raise ValueError("empty pattern")
        mine = self.parts
        theirs = pattern.parts
        if pattern._root:
            if len(mine) != len(theirs):
                return False
        elif len(theirs) > len(mine):
            return False
        for part, pat in zip(reversed(mine), reversed(theirs)):
            if not _fnmatch.fnmatchcase(part, pat):
                return False
        return True


class PurePosixPath(PurePath):
    """PurePath subclass for non-Windows systems."""


class Path(PurePath):
    """PurePath subclass that can make system calls."""

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        return cls._from_args(args)

    @classmethod
    def cwd(cls):
        """Return a new path pointing to the current working directory."""
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        """Return a new path pointing to the user's home directory."""
        home = os.path.expanduser('~')
        if home == '~':
            raise RuntimeError("Could not determine home directory.")
        return cls(home)

    def _child(self, name):
        return self._with_parts(self._parts + (name,))

    def stat(self, *, follow_symlinks=True):
        """Return the result of the stat() system call on this path."""
        return os.stat(self)

    def lstat(self):
        """Like stat(), except if the path points to a symlink, the symlink's status
        information is returned, rather than its target's."""
        return os.stat(self)

    def exists(self):
        """Whether this path exists."""
        return os.path.exists(self._str)

    def is_file(self):
        """Whether this path is a regular file."""
        return os.path.isfile(self._str)

    def is_dir(self):
        """Whether this path is a directory."""
        return os.path.isdir(self._str)

    def is_symlink(self):
        """Whether this path is a symbolic link."""
        return False

    def is_mount(self):
        """Check if this path is a mount point"""
        return os.path.ismount(self._str)

    def samefile(self, other_path):
        """Return whether other_path is the same or not as this file."""
        return os.path.samefile(self._str, other_path)

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        """Open the file pointed by this path and return a file object, as the built-in
        open() function does."""
        return open(self._str, mode, buffering, encoding, errors, newline)

    def read_bytes(self):
        """Open the file in bytes mode, read it, and close the file."""
        with self.open(mode='rb') as f:
            return f.read()

    def read_text(self, encoding=None, errors=None):
        """Open the file in text mode, read it, and close the file."""
        with self.open(mode='r', encoding=encoding, errors=errors) as f:
            return f.read()

    def write_bytes(self, data):
        """Open the file in bytes mode, write to it, and close the file."""
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("memoryview: a bytes-like object is required, not "
                            f"'{type(data).__name__}'")
        with self.open(mode='wb') as f:
            return f.write(data)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        """Open the file in text mode, write to it, and close the file."""
        if not isinstance(data, str):
            raise TypeError(f"data must be str, not {type(data).__name__}")
        with self.open(mode='w', encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def iterdir(self):
        """Iterate over the files in this directory."""
        for name in os.listdir(self._str):
            yield self._child(name)

    def _walk_dirs(self):
        """This directory and every directory under it, parents first."""
        stack = [self]
        while stack:
            current = stack.pop()
            yield current
            try:
                names = os.listdir(current._str)
            except OSError:
                continue
            subdirs = [current._child(n) for n in names if os.path.isdir(
                os.path.join(current._str, n))]
            stack.extend(reversed(subdirs))

    def _select(self, pieces):
        if not pieces:
            yield self
            return
        head, rest = pieces[0], pieces[1:]
        if head == '**':
            seen = set()
            for directory in self._walk_dirs():
                for found in directory._select(rest):
                    if found._str not in seen:
                        seen.add(found._str)
                        yield found
            return
        if head == '..':
            yield from self._child('..')._select(rest)
            return
        if not any(c in head for c in '*?['):
            child = self._child(head)
            if rest:
                if child.is_dir():
                    yield from child._select(rest)
            elif child.exists():
                yield child
            return
        try:
            names = os.listdir(self._str)
        except OSError:
            return
        for name in names:
            if _fnmatch.fnmatchcase(name, head):
                child = self._child(name)
                if not rest:
                    yield child
                elif child.is_dir():
                    yield from child._select(rest)

    def glob(self, pattern):
        """Iterate over this subtree and yield all existing files (of any kind, including
        directories) matching the given relative pattern."""
        if not pattern:
            raise ValueError(f"Unacceptable pattern: {pattern!r}")
        if pattern.startswith('/'):
            raise NotImplementedError("Non-relative patterns are unsupported")
        pieces = [p for p in pattern.split('/') if p and p != '.']
        if pattern.endswith('/'):
            pieces.append('')
        yield from self._select([p for p in pieces if p])

    def rglob(self, pattern):
        """Recursively yield all existing files (of any kind, including directories)
        matching the given relative pattern, anywhere in this subtree."""
        if pattern.startswith('/'):
            raise NotImplementedError("Non-relative patterns are unsupported")
        yield from self.glob('**/' + pattern if pattern else '**')

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        """Create a new directory at this given path."""
        try:
            os.mkdir(self._str, mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def touch(self, mode=0o666, exist_ok=True):
        """Create this file with the given access mode, if it doesn't exist."""
        if exist_ok and self.exists():
            os.stat(self._str)
            return
        open(self._str, 'x').close()

    def unlink(self, missing_ok=False):
        """Remove this file or link."""
        try:
            os.unlink(self._str)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rmdir(self):
        """Remove this directory.  The directory must be empty."""
        os.rmdir(self._str)

    def rename(self, target):
        """Rename this path to the target path."""
        os.rename(self._str, target)
        return type(self)(target)

    def replace(self, target):
        """Rename this path to the target path, overwriting if that path exists."""
        os.replace(self._str, target)
        return type(self)(target)

    def absolute(self):
        """Return an absolute version of this path by prepending the current working
        directory."""
        if self._root:
            return self
        return type(self)(os.getcwd(), self)

    def resolve(self, strict=False):
        """Make the path absolute, resolving all symlinks on the way and also normalizing
        it."""
        resolved = type(self)(os.path.abspath(self._str))
        if strict:
            os.stat(resolved._str)
        return resolved

    def expanduser(self):
        """Return a new path with expanded ~ and ~user constructs."""
        return type(self)(os.path.expanduser(self._str))


class PosixPath(Path, PurePosixPath):
    """Path subclass for non-Windows systems."""


# --- the Windows flavour (pure only) ---------------------------------------------------------

_DRIVE_LETTERS = set('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
_RESERVED = ({'CON', 'PRN', 'AUX', 'NUL', 'CONIN$', 'CONOUT$'}
             | {f'COM{c}' for c in '123456789\xb9\xb2\xb3'}
             | {f'LPT{c}' for c in '123456789\xb9\xb2\xb3'})


def _win_splitroot(part):
    """(drive, root, rest) of one path string whose separators are backslashes."""
    prefix = ''
    if part.startswith('\\\\?\\'):  # an extended path: \\?\C:\... or \\?\UNC\...
        prefix, part = part[:4], part[4:]
        if part.startswith('UNC\\'):
            prefix += part[:3]
            part = '\\' + part[3:]
    first, second, third = part[0:1], part[1:2], part[2:3]
    if second == '\\' and first == '\\' and third != '\\':
        # a UNC share \\server\share: the drive is both names, the root always a backslash
        index = part.find('\\', 2)
        if index != -1:
            index2 = part.find('\\', index + 1)
            if index2 != index + 1:
                if index2 == -1:
                    index2 = len(part)
                if prefix:
                    return prefix + part[1:index2], '\\', part[index2 + 1:]
                return part[:index2], '\\', part[index2 + 1:]
    drv = root = ''
    if second == ':' and first in _DRIVE_LETTERS:
        drv = part[:2]
        part = part[2:]
        first = third
    if first == '\\':
        root = first
        part = part.lstrip('\\')
    return prefix + drv, root, part


def _win_parse(texts):
    """(drive, root, parts after the anchor) of the arguments of a constructor: the last
    anchored one starts the path (a rooted one without a drive takes an earlier drive)."""
    parsed = []
    drv = root = ''
    it = reversed(texts)
    for part in it:
        if not part:
            continue
        part = part.replace('/', '\\')
        drv, root, rel = _win_splitroot(part)
        parsed.extend(x for x in reversed(rel.split('\\')) if x and x != '.')
        if drv or root:
            if not drv:
                for earlier in it:
                    if earlier:
                        drv = _win_splitroot(earlier.replace('/', '\\'))[0]
                        if drv:
                            break
            break
    parsed.reverse()
    return drv, root, parsed


class PureWindowsPath(PurePath):
    """PurePath subclass for Windows systems.

    On a Windows system, instantiating a PurePath should return this object.
    However, you can also instantiate it directly on any system.
    """

    @classmethod
    def _from_args(cls, args):
        return cls._from_parsed(*_win_parse([_text_of(a) for a in args]))

    @classmethod
    def _from_parsed(cls, drv, root, parts):
        self = object.__new__(cls)
        self._drv, self._root, self._parts = drv, root, tuple(parts)
        anchor = drv + root
        self._str = (anchor + '\\'.join(parts)) if (anchor or parts) else '.'
        return self

    def _with_parts(self, parts):
        return type(self)._from_parsed(self._drv, self._root, parts)

    def _join(self, args):
        drv2, root2, parts2 = _win_parse([_text_of(a) for a in args])
        drv, root, parts = self._drv, self._root, list(self._parts)
        if root2:
            if not drv2 and drv:
                return type(self)._from_parsed(drv, root2, parts2)
        elif drv2:
            if drv2.lower() == drv.lower():  # the same drive: relative to this path
                return type(self)._from_parsed(drv, root, parts + parts2)
        else:
            return type(self)._from_parsed(drv, root, parts + parts2)
        return type(self)._from_parsed(drv2, root2, parts2)

    def as_posix(self):
        """Return the string representation of the path with forward (/) slashes."""
        return self._str.replace('\\', '/')

    def __repr__(self):
        return f"{type(self).__name__}({self.as_posix()!r})"

    def as_uri(self):
        """Return the path as a 'file' URI."""
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        from urllib.parse import quote_from_bytes
        path = self.as_posix()
        if len(self._drv) == 2 and self._drv[1] == ':':
            prefix, path = 'file:///' + self._drv, path[2:]
        else:
            prefix = 'file:'
        return prefix + quote_from_bytes(path.encode('utf-8'))

    def _key(self):
        anchor = self._drv + self._root
        return [p.lower() for p in ([anchor] if anchor else []) + list(self._parts)]

    def _comparable(self, other):
        return isinstance(other, PureWindowsPath)

    def __hash__(self):
        return hash(tuple(self._key()))

    def __truediv__(self, key):
        try:
            return self._join((key,))
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return type(self)._from_args((key, self))
        except TypeError:
            return NotImplemented

    def joinpath(self, *args):
        """Combine this path with one or several arguments, and return a new path."""
        return self._join(args)

    @property
    def drive(self):
        """The drive prefix (letter or UNC path), if any."""
        return self._drv

    @property
    def anchor(self):
        """The concatenation of the drive and root, or ''."""
        return self._drv + self._root

    @property
    def parts(self):
        """An object providing sequence-like access to the components in the filesystem
        path."""
        anchor = self._drv + self._root
        return ((anchor,) if anchor else ()) + self._parts

    def with_name(self, name):
        """Return a new path with the file name changed."""
        if not self.name:
            raise ValueError(f"{self!r} has an empty name")
        drv, root, parts = _win_parse([name])
        if not name or name[-1] in '\\/' or drv or root or len(parts) != 1:
            raise ValueError(f"Invalid name {name!r}")
        return self._with_parts(self._parts[:-1] + (name,))

    def with_suffix(self, suffix):
        """Return a new path with the file suffix changed.  If the path has no suffix, add
        given suffix.  If the given suffix is an empty string, remove the suffix from the
        path."""
        if '\\' in suffix or '/' in suffix:
            raise ValueError(f"Invalid suffix {suffix!r}")
        return super().with_suffix(suffix)

    def is_absolute(self):
        """True if the path is absolute (has both a root and, if applicable, a drive)."""
        return bool(self._root) and bool(self._drv)

    def is_reserved(self):
        """Return True if the path contains one of the special names reserved by the
        system, if any."""
        if not self._parts or self._drv.startswith('\\\\'):
            return False  # UNC paths are never reserved
        name = self._parts[-1].partition('.')[0].partition(':')[0].rstrip(' ')
        return name.upper() in _RESERVED

    def _abs_parts(self):
        if self._root:
            return [self._drv, self._root] + list(self._parts)
        return ([self._drv] if self._drv else []) + list(self._parts)

    def relative_to(self, *other):
        """Return the relative path to another path identified by the passed arguments."""
        if not other:
            raise TypeError("need at least one argument")
        base = type(self)._from_args(other)
        mine, theirs = self._abs_parts(), base._abs_parts()
        n = len(theirs)
        if ((self._root or self._drv) if n == 0 else
                [p.lower() for p in mine[:n]] != [p.lower() for p in theirs]):
            raise ValueError(f"{str(self)!r} is not in the subpath of {str(base)!r} OR one "
                             "path is relative and the other is absolute.")
        rest = mine[n:]
        return type(self)._from_parsed('', self._root if n == 1 else '',
                                       rest[1:] if n == 1 and self._root and rest[:1] ==
                                       [self._root] else rest)

    def match(self, path_pattern):
        """Return True if this path matches the given pattern."""
        pattern = type(self)(path_pattern.lower())
        if not pattern.parts:
            raise ValueError("empty pattern")
        if pattern._drv and pattern._drv != self._drv.lower():
            return False
        if pattern._root and pattern._root != self._root:
            return False
        mine = [p.lower() for p in self.parts]
        theirs = list(pattern.parts)
        if pattern._drv or pattern._root:
            if len(theirs) != len(mine):
                return False
            theirs = theirs[1:]
        elif len(theirs) > len(mine):
            return False
        for part, pat in zip(reversed(mine), reversed(theirs)):
            if not _fnmatch.fnmatchcase(part, pat):
                return False
        return True


class WindowsPath(Path, PureWindowsPath):
    """Path subclass for Windows systems.

    On a Windows system, instantiating a Path should return this object.
    """

    def __new__(cls, *args, **kwargs):
        raise NotImplementedError(f"cannot instantiate {cls.__name__!r} on your system")
