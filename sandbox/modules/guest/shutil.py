"""shutil for the guest (copying, moving and removing within the virtual file system),
written in guest Python on the guest's ``os`` and ``open``. Host primitives: none."""

import os

__all__ = ["Error", "SameFileError", "copyfileobj", "copyfile", "copy", "copy2",
           "copytree", "rmtree", "move", "ignore_patterns"]

_CHUNK = 1 << 20


class Error(OSError):
    pass


class SameFileError(Error):
    """Raised when source and destination are the same file."""


def copyfileobj(fsrc, fdst, length=0):
    """copy data from file-like object fsrc to file-like object fdst"""
    size = length if length and length > 0 else _CHUNK
    while True:
        buf = fsrc.read(size)
        if not buf:
            break
        fdst.write(buf)


def _same(src, dst):
    return os.path.exists(src) and os.path.exists(dst) and os.path.samefile(src, dst)


def copyfile(src, dst, *, follow_symlinks=True):
    """Copy data from src to dst in the most efficient way possible."""
    if _same(src, dst):
        raise SameFileError(f"{src!r} and {dst!r} are the same file")
    with open(src, 'rb') as fsrc:
        with open(dst, 'wb') as fdst:
            copyfileobj(fsrc, fdst)
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    """Copy mode bits from src to dst (nothing to copy in the sandbox)."""
    os.stat(src)
    os.stat(dst)


def copystat(src, dst, *, follow_symlinks=True):
    """Copy file metadata (nothing to copy in the sandbox)."""
    os.stat(src)
    os.stat(dst)


def copy(src, dst, *, follow_symlinks=True):
    """Copy data and mode bits ("cp src dst"). Return the file's destination."""
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst)
    return dst


def copy2(src, dst, *, follow_symlinks=True):
    """Copy data and metadata. Return the file's destination."""
    return copy(src, dst)


def ignore_patterns(*patterns):
    """Function that can be used as copytree() ignore parameter."""
    import fnmatch

    def _ignore_patterns(path, names):
        ignored = []
        for pattern in patterns:
            ignored.extend(fnmatch.filter(names, pattern))
        return set(ignored)
    return _ignore_patterns


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2,
             ignore_dangling_symlinks=False, dirs_exist_ok=False):
    """Recursively copy a directory tree and return the destination directory."""
    names = os.listdir(src)
    ignored = ignore(os.fspath(src), names) if ignore is not None else set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    for name in names:
        if name in ignored:
            continue
        srcname = os.path.join(src, name)
        dstname = os.path.join(dst, name)
        try:
            if os.path.isdir(srcname):
                copytree(srcname, dstname, symlinks, ignore, copy_function,
                         dirs_exist_ok=dirs_exist_ok)
            else:
                copy_function(srcname, dstname)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((srcname, dstname, str(why)))
    if errors:
        raise Error(errors)
    return dst


def rmtree(path, ignore_errors=False, onerror=None):
    """Recursively delete a directory tree."""
    def failed(func, target, error):
        if ignore_errors:
            return
        if onerror is None:
            raise error
        onerror(func, target, (type(error), error, None))

    try:
        if not os.path.isdir(path):
            os.listdir(path)  # the error CPython gives: ENOENT or ENOTDIR, with the path
    except OSError as error:
        failed(os.lstat, path, error)
        return
    stack = [(path, False)]
    while stack:
        current, listed = stack.pop()
        if listed:
            try:
                os.rmdir(current)
            except OSError as error:
                failed(os.rmdir, current, error)
            continue
        try:
            names = os.listdir(current)
        except OSError as error:
            failed(os.listdir, current, error)
            continue
        stack.append((current, True))
        for name in names:
            child = os.path.join(current, name)
            if os.path.isdir(child):
                stack.append((child, False))
            else:
                try:
                    os.unlink(child)
                except OSError as error:
                    failed(os.unlink, child, error)


def _basename(path):
    sep = '/'
    return os.path.basename(os.fspath(path).rstrip(sep))


def move(src, dst, copy_function=copy2):
    """Recursively move a file or directory to another location. Return the file or
    directory's destination."""
    real_dst = dst
    if os.path.isdir(dst):
        if _same(src, dst):
            os.rename(src, dst)
            return
        real_dst = os.path.join(dst, _basename(src))
        if os.path.exists(real_dst):
            raise Error(f"Destination path '{real_dst}' already exists")
    try:
        os.rename(src, real_dst)
    except OSError:
        if os.path.isdir(src):
            absrc = os.path.abspath(src).rstrip('/') + '/'
            if os.path.abspath(real_dst).startswith(absrc):
                raise Error(f"Cannot move a directory '{src}' into itself '{real_dst}'.") from None
            copytree(src, real_dst, copy_function=copy_function, symlinks=True)
            rmtree(src)
        else:
            copy_function(src, real_dst)
            os.unlink(src)
    return real_dst
