# Building and reading query strings
from urllib.parse import urlencode, parse_qs, parse_qsl, urlparse

params = {"q": "python sandbox", "page": 2, "tags": ["a", "b c"], "empty": ""}
qs = urlencode(params)
print(qs)
print(urlencode(params, doseq=True))
print(parse_qs(urlencode(params, doseq=True)))
print(parse_qs("a=1&a=2&b=&c", keep_blank_values=True), parse_qsl("x=1&y=%20two+three"))
print(parse_qsl("k1=v1;k2=v2", separator=";"))
url = "https://search.example.com/s?" + urlencode([("q", "café"), ("n", 10)])
print(url, parse_qs(urlparse(url).query)["q"][0])
try:
    parse_qs("a=1&b=2&c=3", max_num_fields=2)
except ValueError as e:
    print(type(e).__name__, e)
