import re
from urllib.parse import urlparse, parse_qs
from functools import wraps

ROUTES = []
def route(pattern, methods=("GET",)):
    regex = re.compile("^" + re.sub(r"<(\w+)(?::(int))?>", lambda m: f"(?P<{m[1]}>\\d+)" if m[2] else f"(?P<{m[1]}>[^/]+)", pattern) + "$")
    def deco(fn):
        ROUTES.append((regex, set(methods), fn))
        @wraps(fn)
        def inner(*a, **k):
            return fn(*a, **k)
        return inner
    return deco

@route("/users/<uid:int>")
def get_user(uid, query):
    return 200, {"id": int(uid), "fields": query.get("fields", ["all"])}

@route("/users", methods=("POST",))
def create_user(query):
    return 201, {"created": True}

@route("/files/<name>")
def get_file(name, query):
    return 200, {"file": name}

def dispatch(method, url):
    parts = urlparse(url)
    for regex, methods, fn in ROUTES:
        m = regex.match(parts.path)
        if m:
            if method not in methods:
                return 405, {"error": f"{method} not allowed"}
            return fn(**m.groupdict(), query=parse_qs(parts.query))
    return 404, {"error": f"no route for {parts.path}"}

for method, url in [("GET", "/users/42?fields=name&fields=email"), ("POST", "/users"), ("GET", "/users/abc"),
                    ("DELETE", "/files/report.pdf"), ("GET", "/files/a%20b.txt"), ("GET", "https://x.io/users/7")]:
    print(method, url, "->", *dispatch(method, url))
print([r[0].pattern for r in ROUTES], get_user.__name__)
get_user(1)
