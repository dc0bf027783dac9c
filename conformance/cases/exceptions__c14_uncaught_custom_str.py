class HTTPError(Exception):
    def __init__(self, status, url):
        super().__init__(status, url)
        self.status, self.url = status, url
    def __str__(self):
        return f"{self.status} for url: {self.url}"
for code in (200, 404):
    try:
        if code >= 400:
            raise HTTPError(code, "https://api.example/x")
        print("ok", code)
    except HTTPError as e:
        print(repr(e), e.args, str(e))
raise HTTPError(503, "https://api.example/y")
