import json

payload = json.loads('{"items": [{"id": 1, "price": 9.5}, {"id": 2, "cost": 3}]}')
total = 0
for item in payload["items"]:
    print("item", item["id"])
    total += item["price"]
print(total)
