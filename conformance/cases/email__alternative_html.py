from email.message import EmailMessage

msg = EmailMessage()
msg["Subject"] = "Newsletter"
msg["From"] = "news@example.com"
msg["To"] = "reader@example.com"
msg.set_content("Read this in HTML.")
msg.add_alternative("<html><body><h1>News</h1></body></html>", subtype="html")
msg.set_boundary("ALT-1")
print(msg.as_string())
print(msg.get_content_type())
print(msg.get_body(preferencelist=("html",)).get_content_type())
print(msg.get_body(preferencelist=("plain",)).get_content())
print(list(msg.iter_attachments()))
try:
    msg.set_content("again")
except TypeError as e:
    print("TypeError:", e)
