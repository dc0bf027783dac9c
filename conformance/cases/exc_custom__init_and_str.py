class ValidationError(ValueError):
    def __init__(self, field, problem):
        super().__init__(field, problem)
        self.field = field
        self.problem = problem
    def __str__(self):
        return f'{self.field}: {self.problem}'
try:
    raise ValidationError('age', 'must be positive')
except ValueError as e:
    print(type(e).__name__, e)
    print(e.args, e.field, repr(e))
print(isinstance(ValidationError('a', 'b'), Exception), issubclass(ValidationError, ValueError))
