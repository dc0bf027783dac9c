from email.utils import formataddr, getaddresses, parseaddr

for text in ["Ann Lee <ann@example.com>", "ann@example.com", '"Lee, Ann" <ann@x.org>',
             "bob@example.com (Bob Builder)", "<noname@example.com>", "not an address", "",
             "Ann Lee<ann@x.org>", '"Q \\"Jr\\"" <q@x.org>']:
    print(repr(text), parseaddr(text))
print(getaddresses(["a@x.org, B <b@y.org>", "c@z.org"]))
print(getaddresses(['"Smith, J" <j@s.com>, k@t.com']))
print(formataddr(("Ann Lee", "ann@example.com")))
print(formataddr(("Lee, Ann", "ann@example.com")))
print(formataddr(("", "solo@example.com")), formataddr((None, "n@x.org")))
print(formataddr(("Zoë Müller", "zoe@example.com")))
recipients = "ann@x.org, Bob <bob@y.org>, carol@z.org"
emails = [addr for _, addr in getaddresses([recipients])]
print(emails, sorted({e.split("@")[1] for e in emails}))
