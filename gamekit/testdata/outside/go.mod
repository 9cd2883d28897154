module example.com/outside

go 1.26

require github.com/tilekit/tilekit v0.0.0

replace github.com/tilekit/tilekit => ../../..
