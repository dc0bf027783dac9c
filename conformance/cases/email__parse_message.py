import email

raw = """From: Alice Example <alice@example.com>
To: bob@example.com, "Carol, C." <carol@example.com>
Subject: Re: quarterly numbers
Date: Tue, 03 Dec 2024 10:15:00 +0100
Message-ID: <abc123@example.com>
Content-Type: text/plain; charset="utf-8"

Hi Bob,

Numbers attached.
-- 
Alice
"""
msg = email.message_from_string(raw)
print(msg["From"], "|", msg["Subject"], "|", msg["date"])
print(msg.get_all("To"), msg.get("Cc"), msg.get("Cc", "none"))
print(msg.get_content_type(), msg.get_content_charset(), msg.get_param("charset"))
print(repr(msg.get_payload()))
print(msg.keys())
print("message-id" in msg, msg["MESSAGE-ID"])
print(type(msg).__name__, msg.is_multipart(), msg.get_unixfrom())
print(msg.as_string() == raw)
