class NetError(Exception): pass
class Timeout(NetError): pass
class Refused(NetError): pass
errs = [Timeout('t1'), Refused('r1'), KeyError('k'), Timeout('t2')]
try:
    raise ExceptionGroup('net', errs)
except* Timeout as eg:
    print('timeouts', [str(e) for e in eg.exceptions])
except* NetError as eg:
    print('other net', [type(e).__name__ for e in eg.exceptions])
except* Exception as eg:
    print('rest', [repr(e) for e in eg.exceptions])
