class ValidationError(ValueError):
    def __init__(self, field, problem):
        super().__init__(f"{field}: {problem}")
        self.field = field
def check(d):
    for f in ("name", "email"):
        if f not in d:
            raise ValidationError(f, "is required")
check({"name": 1, "email": 2})
print("first ok")
check({"name": "x"})
