class APIError(Exception):
    retryable = False

    def __init__(self, status, message):
        super().__init__(f"{status}: {message}")
        self.status = status

class RateLimit(APIError):
    retryable = True

class ServerError(APIError):
    retryable = True

class BadRequest(APIError):
    pass

def classify(status, message):
    cls = {429: RateLimit, 400: BadRequest}.get(status)
    if cls is None:
        cls = ServerError if status >= 500 else APIError
    return cls(status, message)

responses = iter([(503, "unavailable"), (429, "slow down"), (200, "ok")])
def call():
    status, body = next(responses)
    if status >= 400:
        raise classify(status, body)
    return body

def with_retry(fn, attempts=5):
    for n in range(1, attempts + 1):
        try:
            return fn(), n
        except APIError as e:
            print(f"attempt {n}: {type(e).__name__} {e} retryable={e.retryable}")
            if not e.retryable:
                raise
print(with_retry(call))
responses = iter([(400, "missing field 'name'")])
try:
    with_retry(call)
except BadRequest as e:
    print("gave up:", e.status, e.args)
print([c.__name__ for c in RateLimit.__mro__])
responses = iter([(418, "teapot")])
with_retry(call)
