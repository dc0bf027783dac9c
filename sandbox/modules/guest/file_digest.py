"""hashlib.file_digest, written in guest Python for the sandbox: it reads the file object the
guest gives it through that object's own methods (a virtual file, an ``io.BytesIO``, a guest
class), so each read is a guest call under the run's limits.

Helper given by the hashlib module: ``new`` (the guest's ``hashlib.new``)."""

__all__ = ["file_digest"]


def file_digest(fileobj, digest, /, *, _bufsize=2**18):
    """Hash the contents of a file-like object. Returns a digest object.

    *fileobj* must be a file-like object opened for reading in binary mode.
    It accepts file objects from open(), io.BytesIO(), and SocketIO objects.
    The function may bypass Python's I/O and use the file descriptor *fileno*
    directly.

    *digest* must either be a hash algorithm name as a *str*, a hash
    constructor, or a callable that returns a hash object.
    """
    if isinstance(digest, str):
        digestobj = new(digest)
    else:
        digestobj = digest()
    # an io.BytesIO: its whole buffer, whatever the position (CPython hashes getbuffer())
    whole = getattr(fileobj, "getbuffer", None) or getattr(fileobj, "getvalue", None)
    if whole is not None:
        data = whole()
        if isinstance(data, (bytes, bytearray)):
            digestobj.update(data)
            return digestobj
    readable = getattr(fileobj, "readable", None)
    if not (readable is not None and hasattr(fileobj, "read") and readable()
            and isinstance(fileobj.read(0), bytes)):
        raise ValueError(
            f"'{fileobj!r}' is not a file-like object in binary reading mode."
        )
    while True:
        block = fileobj.read(_bufsize)
        if not block:
            break
        digestobj.update(block)
    return digestobj
