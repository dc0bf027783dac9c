from email import policy
from email.message import EmailMessage

print(policy.default.max_line_length, repr(policy.SMTP.linesep), policy.compat32.max_line_length)
print(repr(policy.default), repr(policy.SMTP), repr(policy.HTTP))
custom = policy.default.clone(linesep="\r\n")
print(repr(custom.linesep), repr(custom))
try:
    policy.default.linesep = "x"
except AttributeError as e:
    print("AttributeError:", e)
msg = EmailMessage(policy=policy.SMTP)
msg["Subject"] = "smtp"
msg.set_content("body")
print(repr(msg.as_string()))
print(repr(msg.as_bytes()))
print(repr(msg.as_string(policy=policy.default)))
