// Passwords and password roots that attackers try first: the most common passwords of public breach
// corpora as widely reported, keyboard walks, number runs, names, teams, seasons, months, brands and
// this app's own words. A password is refused when it is one of these, or one of these with only
// digits and symbols around it and common letter swaps (P@ssw0rd, Summer2024!, Qwerty123!). The list
// was written for ThinkStreet; 1395 entries.

const LIST = `
0000 000000 00000000 012345 0123456 01234567 0123456789 101010 102030 1111 11111 111111 11111111
112211 112233 1122334455 1212 121212 12121212 121314 123 123098 123123 123123123 123321 1234
123412 12341234 1234321 12344321 12345 123456 1234560 1234567 12345678 123456789 1234567890
12345679 123456a 12345a 1234abcd 1234qwer 1234rewq 123654 123654789 123789 123abc 123asd 123qwe
1313 131313 13131313 147258 147258369 147852 159159 159357 159753 181818 191919 1a2b3c 1q2w3e
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qa2ws 1qaz 1qaz2wsx 1qaz2wsx3edc 1qazxsw 1qazxsw2 1qw23e
202020 2121 212121 2222 222222 232323 252525 258456 292929 2wsx3edc 303030 313131 321321 3333
333333 369369 3edc4rfv 420420 4321 4444 456123 456456 456789 49ers 505050 520520 54321 5555
555555 555666 654321 654654 6666 666666 6969 696969 741852 741852963 7654321 7777 777777 7777777
777888 789456 789456123 789789 852456 87654321 8888 888888 88888888 963852741 9876 98765 987654
987654321 9876543210 987987 998877 999888 9999 999999 a12345 a123456 a1234567 a12345678 a1b2c3
a1b2c3d4 aa123456 aaa111 aaaa aaaaa aaaaaa aaaaaa1 aaaaaaa aaaaaaaa aabbcc aaron abc abc123
abc12345 abc123456 abc321 abcabc abcd abcd1234 abcdabcd abcde abcdef abcdefg abcdefgh abigail
access access1 accessdenied account adam adidas adidas1 admin admin1 admin123 admin1234
adminadmin administrator adobe africa alan albert alex alexander alexis alice alive amanda
amanda1 amazon amber amen america amy andrea andrea1 andrew andrew1 android angel angel1 angel2
angela angels ann anna anthony anthony1 anything apple apple1 apple2 apples april army arsenal
arsenal1 arthur asd123 asdasd asdf asdfasdf asdfg asdfgh asdfghj asdfghjk asdfghjkl asdfghjkl1
asdqwe asdzxc ashley ashley1 asia assassin atlanta audi august austin austin1 australia autumn
ava awesome azerty azertyuiop babe baby baby1 babyboy babygirl bacon bad badboy bailey banana
banana1 barbara barcelona barney baseball baseball1 basketball bass batman batman1 bayern bbbbbb
bear bearmarket bears bears1 beautiful beckham beer benjamin berlin best bestfriend better betty
beverly bible bigdog biker billion billionaire billy birthday bitcoin biteme black blessed
blessing blue blueberry blues bmw bobby booboo boomer boss boston boston1 boxing brain brandon
brandy brazil brenda brian brittany broker broncos brother brown bruce bryan btc buddy bulldog
bullmarket bulls bunny burger business buster butter butterfly bye cake california camaro
camaro1 canada candy captain carl carol carolyn cash casper cat catherine cats cccccc celtic
celtics champion change changeit changeme changeme1 chargers charity charles charles1 charlie
charlotte cheese cheese1 chelsea chelsea1 chemistry cherry cheryl chester chevy chewbacca
chicago chicago1 chicken chicken1 chicken2 chiefs china chloe chocolate chris chris1 christ
christian christina christine christmas christopher church class clever client cloud cocacola
cocacola1 coconut code coder coding coffee coffee1 college come comein company compaq computer
computer1 cookie cookie1 cookies cool corvette corvette1 cowboy cowboys cowboys1 cr7 crack
cracker crazy cricket crypto crystal cupcake customer cute cutie cyber cycling dad daddy daisy
dakota dallas dallas1 dance dancer dancing daniel daniel1 danielle dark darkness darling data
database daughter david dddddd debian deborah debra december default dell demo demo123 demon
denise dennis denver detroit developer devil diablo diablo1 diamond diamond1 diana diane digital
dividend dj dog doggie doggy dogs dollar dollars dolphin dolphins dolphins1 donkey donna doris
dorothy douglas dowjones dragon dragon1 dragonfly dragons drummer drums dubai ducati duck dylan
eagle eagles eagles1 earth easter ebay education edward eeeeee eight elizabeth ella emily emma
employee engineer england english enter enter1 eric ethan ethereum eugene europe evelyn evening
everybody everything evil example facebook faith falcon falcons fall family father february
fender ferrari ferrari1 ffffff fighter finance financial fire fishing fishing1 five florida
flower flowers football football1 ford forest forever fortnite fortune four france frank freedom
friday friend friends friendship frodo fun funny gabriel gandalf garden gary gateway genesis
genius george gerald germany ghost giants ginger gloria gmail god goku gold gold1 golden golf
golf1 golfer gollum good goodbye google grace grace1 grape grapes gray great green gregory grey
guest guest1 guest123 guitar guitar1 gunner hack hacked hacker hackme halo hammer hannah hannah1
happiness happy harley harley1 harold harry harrypotter heather heather1 heaven heaven1 helen
hell hello hello1 hello12 hello123 hellohello hellokitty henry hermione hero heroes hey hi
hiphop history hiya hobbit hockey hockey1 hogwarts holiday homework honda honey hope horse
horses hotdog hotmail houston howdy hulk hundred hunter hunter1 hunter2 hunting icecream iceman
ilove iloveu iloveyou iloveyou1 iloveyou2 india instagram intel internet internet1 invest
investing investor ipad iphone ironman isabella italy jack jackson jacqueline jaguar james
james1 jane janet janice january japan jasmine jason jasper java javascript jazz jean jedi
jeffrey jennifer jennifer1 jeremy jerry jesse jessica jessica1 jesus jesuschrist jets joan job
joe john johnathan johnny johnny1 jordan jordan1 jordan23 joseph joseph1 joshua joshua1 joyce
juan judith judy julia julie july june junior justin justin1 juventus karen katherine kathryn
kawasaki kayla keith kelly kevin key keys killer killer1 kimberly king kitten kitty klaster
knicks knight knight1 knowledge kobe kobe24 kyle lady ladybug lakers lakers1 lamborghini larry
lasvegas laura lauren lawrence learn learning lebron legend legends lemon lenovo letmein
letmein1 letmein2 letmeinnow life light lightning lily lily1 linda linkedin linux lion lions
lisa live liverpool living lkjhgfdsa lock logan login login123 logon london london1 lord lori
louis love love123 lovely loveme lover lovers loveyou luck lucky lucky13 lucky7 macbook madison
madrid maggie magic magician mama manager manchester mango manutd march margaret maria marie
marilyn marina marine marines mario mark market markets marlboro martha martin marvel mary
master master1 masterkey mastermind math matrix matrix1 matrix2 matthew matthew1 maverick may
maybe mcdonalds megan melissa member members mercedes mercedes1 merlin merlin1 messi metal
mexico mia miami michael michael1 michelle michelle1 mickey microsoft midnight mike23 milan
miller million million1 minecraft mnbvcxz mom mommy monday money money1 money123 monkey monkey1
monster moon morgan morning morpheus moscow mother mother1 mountain music mustang mustang1
myaccount myangel mybaby mylife mylove mypassword nancy naruto nascar nasdaq natalie natasha
nathan nature navy ncc1701 neo netflix network newpassword newuser newyork nice nicole nicole1
night nike nikita nine niners ninja no noah nobody nokia nothing november ocean october office
oldpassword oliver olivia one open opensesame oracle orange orange1 orange2 orchid outlook
p@ssw0rd p@ssword pa55w0rd pa55word packers pacman pal pamela panda panthers papa paper
papertrade paris party pass passpass passw0rd password password01 password1 password12
password123 password1234 passwords patricia patrick patrick1 patriots paul paypal peach peanut
penguin pepper pepsi perfect peter philip phoenix phoenix1 phoenix2 physics piano pie pikachu
pineapple pink pizza player please poiuytrewq pokemon pony porsche porsche1 portfolio portland
pretty prince prince1 princess princess1 princess2 private profit programmer public puma punk
puppy purple purple1 python q12345 q123456 q1w2e3r4 q1w2e3r4t5 qazwsx qazwsx123 qazwsxedc qqqqqq
queen qwaszx qwe123 qweasd qweasd123 qweasdzxc qweqwe qwer qwer1234 qwert qwerty qwerty1
qwerty12 qwerty123 qwerty1234 qwerty12345 qwertyu qwertyui qwertyuiop qwertyuiop1 qwertz
qwertzuiop rabbit rachel rachel1 racing raiders raiders1 rain rainbow ralph randy ranger ranger1
rangers rangers1 rap rapper ravens raymond realmadrid red redhat redsox redsox1 reebok register
rich richard richard1 richman river robert robert1 roblox rock rocknroll roger rome ronaldo root
root123 rose rose1 roy rugby running russell russia ruth ryan saints samantha samantha1 sample
samsung samsung1 samuel samurai sandra sara sarah satan saturday school science scooby scooter
scott seahawks sean seattle secret secure security september server service seven shadow shadow1
shark sharon shooter signin signup silver silver1 singer sir sister six skate skater sky skype
skywalker slayer smart smile smiley smokey snake snapchat sniper snoopy snow snowboard soccer
soccer1 soldier somebody something son song sonic sony sophia soul sp500 spain sparky spider
spiderman spirit spock spotify spring staff star starbucks starcraft starlight stars startrek
starwars steak steelers steelers1 stephen steven steven1 stock stocks storm strawberry street
student study sugar summer summer1 sunday sunflower sunrise sunset sunshine super superman
superman1 support surfer surfing susan suzuki sweet sweetheart sweetie swimming sydney system
taylor teacher team teamwork temp temp123 temporary temppass ten tennis tennis1 tequila teresa
terry tesla test test1 test12 test123 test1234 test2 tester testing testing123 testtest tetris
texas thepassword theresa think thinkstreet thomas thomas1 thor thousand three thunder thunder1
thursday tiger tigers tigger tiktok timothy today tokyo tomorrow toor toronto toyota trader
trading treasure trinity trinity1 trustno1 tuesday tulip turtle twitter two tyler ubuntu unicorn
university unlock usa user user1 user12 user123 username vacation vader vegas victoria victoria1
victory vikings vincent violet virus visitor vodka voldemort wallstreet walter warcraft warrior
warriors wasd wasd123 water watermelon wayne wednesday weekend welcome welcome1 welcome123
welcome2 welcome2u whatever whatever1 whatsapp whiskey white william william1 willie wind
windows wine winner winner1 winter winter1 wisdom witch wizard wizard1 wolf work wwwwww xxxxxx
xyz xyz123 xyzzy yahoo yamaha yamaha1 yankees yankees1 yellow yellow1 yes yesterday yoda
yourpassword youtube ytrewq z12345 zachary zaq12wsx zaq1zaq1 zaqxsw zelda zero zoe zxc123 zxcv
zxcvb zxcvbn zxcvbnm zxcvbnm1 zxcvbnm123 zxczxc zzzzzz zzzzzzzz
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
