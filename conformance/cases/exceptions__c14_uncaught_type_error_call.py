def send_email(to, subject, body, *, cc=None):
    return f"to={to} subject={subject} body={len(body)} cc={cc}"
print(send_email("a@x", "hi", "text"))
try:
    send_email("a@x", "hi")
except TypeError as e:
    print(e)
try:
    send_email("a@x", "hi", "b", "c")
except TypeError as e:
    print(e)
send_email(to="a", subject="s", body="b", bcc="x")
