class ApiError(Exception):
    def __init__(self, status, detail):
        super().__init__(status, detail)
        self.status, self.detail = status, detail
    def __str__(self):
        return f"{self.status}: {self.detail}"
def call():
    raise ApiError(429, "rate limited, retry in 30s")
try:
    call()
except ApiError as e:
    print("first:", e, e.args)
raise ApiError(503, "service unavailable") from KeyError("upstream")
