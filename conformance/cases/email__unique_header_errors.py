from email.message import EmailMessage, Message

msg = EmailMessage()
msg["Subject"] = "first"
try:
    msg["Subject"] = "second"
except ValueError as e:
    print("ValueError:", e)
del msg["Subject"]
msg["Subject"] = "second"
print(msg["subject"])
try:
    msg["X-Note"] = "line1\nline2"
except ValueError as e:
    print("ValueError:", e)
old = Message()
old["X-Tag"] = "a"
old["X-Tag"] = "b"
print(old.get_all("X-Tag"), old["X-Tag"], len(old))
old.replace_header("x-tag", "c")
print(old.get_all("x-tag"))
try:
    old.replace_header("Missing", "v")
except KeyError as e:
    print("KeyError:", e)
del old["x-tag"]
print(old.items(), old.get("x-tag", "gone"))
