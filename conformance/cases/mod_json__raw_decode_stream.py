import json
decoder = json.JSONDecoder()
print(decoder.raw_decode('{"a": 1} trailing text'))
print(decoder.raw_decode('xx[1, 2, {"b": null}]yy', 2))
# several documents in one string, read one after another (a common use)
text = '{"id": 1} {"id": 2}\n[3, 4]  "five" 6.5'
pos, docs = 0, []
while pos < len(text):
    while pos < len(text) and text[pos].isspace():
        pos += 1
    if pos == len(text):
        break
    doc, pos = decoder.raw_decode(text, pos)
    docs.append(doc)
print(docs)
# hooks and options apply as in decode()
from decimal import Decimal
hooked = json.JSONDecoder(parse_float=Decimal, object_pairs_hook=lambda pairs: sorted(pairs))
print(hooked.raw_decode('{"z": 1.25, "a": 2} rest'))
class MyDecoder(json.JSONDecoder):
    def __init__(self):
        super().__init__(object_hook=lambda d: {k.upper(): v for k, v in d.items()})
print(MyDecoder().raw_decode('{"k": [1]}!'), MyDecoder().decode('{"q": 0}'))
for bad, idx in [(' 1', 0), ('[1, 2', 0), ('{"a" 1}', 0), ('', 0), ('[]', 5)]:
    try:
        print(decoder.raw_decode(bad, idx))
    except json.JSONDecodeError as e:
        print("JSONDecodeError", e)
try:
    decoder.raw_decode(b'[1]')
except TypeError as e:
    print("TypeError", e)
decoder.raw_decode('{"unterminated": ')
