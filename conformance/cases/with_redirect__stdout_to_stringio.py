import io
from contextlib import redirect_stdout
buf = io.StringIO()
with redirect_stdout(buf):
    print('captured line 1')
    print('captured', 2)
print('visible')
print(repr(buf.getvalue()))
