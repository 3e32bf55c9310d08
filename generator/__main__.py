from generator.entry import main

main()
