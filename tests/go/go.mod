module memorylake-a2a-tests

go 1.21

require github.com/memorylake/a2a-go/v2 v2.0.0

replace github.com/memorylake/a2a-go/v2 => ../../generated/go
