/*
 * The committed core of real works: every other title is generated from these at run time.
 * Facts only (title, responsibility, first-edition year, publisher, place, ISBN/ISSN where
 * certain); fields left empty are unknown rather than invented, so references show [s. n.].
 *
 * Kept as one pipe-separated table because a few hundred object literals would be five times
 * longer to read and review. Columns:
 *   kind|title|subtitle|authors|year|publisher|place|language|ddc|subjects|extra
 * kind: L book, P periodical, T thesis, D dissertation, E e-book, M map, V video, A audiobook.
 * authors: ';'-separated, first one is the main entry. Persons "Surname, Given, dates";
 *   prefix i: institution, e: event; suffix [role] for added entries (tradutor, direção...).
 *   A leading '-' means no main entry (entry by title) and the name is an added entry.
 * subjects: ';'-separated; prefix g: geographic, f: genre/form, c: chronological,
 *   p: person as subject; ' -- ' separates subdivisions.
 * extra: '~'-separated key=value: isbn, issn, ed, pg (pages), serie, res (summary), url,
 *   dur (minutes), esc (map scale), freq, grau, prog, inst, tr (translations lang:title^...).
 */
export const REAL_WORKS_TABLE = `
L|Ressurreição||Assis, Machado de, 1839-1908|1872|B. L. Garnier|Rio de Janeiro|por|869.3|Romance brasileiro;f:Ficção brasileira;c:Século XIX|
L|Helena||Assis, Machado de, 1839-1908|1876|B. L. Garnier|Rio de Janeiro|por|869.3|Romance brasileiro;f:Ficção brasileira;c:Século XIX|
L|Memórias póstumas de Brás Cubas||Assis, Machado de, 1839-1908|1881|Typographia Nacional|Rio de Janeiro|por|869.3|Romance brasileiro;Realismo (Literatura);g:Rio de Janeiro (RJ);c:Século XIX|res=Narrado por um defunto autor, o romance revisita com ironia a vida de Brás Cubas e a sociedade carioca do Segundo Reinado.~tr=eng:The posthumous memoirs of Brás Cubas^spa:Memorias póstumas de Blas Cubas
L|Papéis avulsos||Assis, Machado de, 1839-1908|1882|Lombaerts|Rio de Janeiro|por|869.3|Contos brasileiros;f:Ficção brasileira|res=Coletânea de contos que inclui O alienista e Teoria do medalhão.
L|Quincas Borba||Assis, Machado de, 1839-1908|1891|B. L. Garnier|Rio de Janeiro|por|869.3|Romance brasileiro;Realismo (Literatura);c:Século XIX|tr=eng:Quincas Borba
L|Várias histórias||Assis, Machado de, 1839-1908|1896|Laemmert|Rio de Janeiro|por|869.3|Contos brasileiros;f:Ficção brasileira|
L|Dom Casmurro||Assis, Machado de, 1839-1908|1899|H. Garnier|Rio de Janeiro|por|869.3|Romance brasileiro;Ciúme na literatura;g:Rio de Janeiro (RJ);c:Século XIX|res=Bento Santiago, o Casmurro, reconstrói a própria vida e a suspeita de traição de Capitu, sua mulher, desde a adolescência em Matacavalos.~tr=eng:Dom Casmurro^spa:Don Casmurro
L|Esaú e Jacó||Assis, Machado de, 1839-1908|1904|H. Garnier|Rio de Janeiro|por|869.3|Romance brasileiro;c:Século XIX|tr=eng:Esau and Jacob
L|Memorial de Aires||Assis, Machado de, 1839-1908|1908|H. Garnier|Rio de Janeiro|por|869.3|Romance brasileiro;f:Diários|
L|Perto do coração selvagem||Lispector, Clarice, 1920-1977|1943|A Noite|Rio de Janeiro|por|869.3|Romance brasileiro;Modernismo (Literatura)|tr=eng:Near to the wild heart
L|O lustre||Lispector, Clarice, 1920-1977|1946|Agir|Rio de Janeiro|por|869.3|Romance brasileiro|
L|A cidade sitiada||Lispector, Clarice, 1920-1977|1949|A Noite|Rio de Janeiro|por|869.3|Romance brasileiro|
L|Laços de família||Lispector, Clarice, 1920-1977|1960|Francisco Alves|Rio de Janeiro|por|869.3|Contos brasileiros;f:Ficção brasileira|tr=eng:Family ties^spa:Lazos de familia
L|A maçã no escuro||Lispector, Clarice, 1920-1977|1961|Francisco Alves|Rio de Janeiro|por|869.3|Romance brasileiro|
L|A paixão segundo G.H.||Lispector, Clarice, 1920-1977|1964|Editora do Autor|Rio de Janeiro|por|869.3|Romance brasileiro;Existencialismo na literatura|tr=eng:The passion according to G.H.^spa:La pasión según G.H.
L|Água viva||Lispector, Clarice, 1920-1977|1973|Artenova|Rio de Janeiro|por|869.3|Romance brasileiro|
L|A hora da estrela||Lispector, Clarice, 1920-1977|1977|José Olympio|Rio de Janeiro|por|869.3|Romance brasileiro;Migração interna;g:Nordeste (Brasil)|res=Rodrigo S.M. narra a história de Macabéa, jovem alagoana que vive precariamente no Rio de Janeiro.~tr=eng:The hour of the star^spa:La hora de la estrella
L|Sagarana||Rosa, João Guimarães, 1908-1967|1946|Universal|Rio de Janeiro|por|869.3|Contos brasileiros;Sertão na literatura;g:Minas Gerais|
L|Corpo de baile||Rosa, João Guimarães, 1908-1967|1956|José Olympio|Rio de Janeiro|por|869.3|Novelas brasileiras;Sertão na literatura|
L|Grande sertão|veredas|Rosa, João Guimarães, 1908-1967|1956|José Olympio|Rio de Janeiro|por|869.3|Romance brasileiro;Sertão na literatura;Jagunços;g:Minas Gerais|res=Riobaldo, ex-jagunço, conta a um interlocutor sua vida no sertão, a guerra entre bandos e o amor por Diadorim.~tr=eng:The devil to pay in the backlands^spa:Gran sertón: veredas
L|Primeiras estórias||Rosa, João Guimarães, 1908-1967|1962|José Olympio|Rio de Janeiro|por|869.3|Contos brasileiros;Sertão na literatura|tr=eng:The third bank of the river and other stories
L|Tutameia|terceiras estórias|Rosa, João Guimarães, 1908-1967|1967|José Olympio|Rio de Janeiro|por|869.3|Contos brasileiros|
L|O país do carnaval||Amado, Jorge, 1912-2001|1931|Schmidt|Rio de Janeiro|por|869.3|Romance brasileiro;g:Bahia|
L|Cacau||Amado, Jorge, 1912-2001|1933|Ariel|Rio de Janeiro|por|869.3|Romance brasileiro;Cacau -- Cultivo;g:Bahia|
L|Suor||Amado, Jorge, 1912-2001|1934|Ariel|Rio de Janeiro|por|869.3|Romance brasileiro;g:Salvador (BA)|
L|Jubiabá||Amado, Jorge, 1912-2001|1935|José Olympio|Rio de Janeiro|por|869.3|Romance brasileiro;g:Salvador (BA)|
L|Mar morto||Amado, Jorge, 1912-2001|1936|José Olympio|Rio de Janeiro|por|869.3|Romance brasileiro;g:Salvador (BA)|
L|Capitães da areia||Amado, Jorge, 1912-2001|1937|José Olympio|Rio de Janeiro|por|869.3|Romance brasileiro;Menores abandonados;g:Salvador (BA)|res=Um grupo de meninos abandonados vive de pequenos furtos num trapiche do porto de Salvador, liderado por Pedro Bala.~tr=eng:Captains of the sands^spa:Capitanes de la arena
L|Terras do sem-fim||Amado, Jorge, 1912-2001|1943|Martins|São Paulo|por|869.3|Romance brasileiro;Cacau -- Cultivo;g:Bahia|tr=eng:The violent land
L|Gabriela, cravo e canela|crônica de uma cidade do interior|Amado, Jorge, 1912-2001|1958|Martins|São Paulo|por|869.3|Romance brasileiro;g:Ilhéus (BA)|tr=eng:Gabriela, clove and cinnamon^spa:Gabriela, clavo y canela
L|Dona Flor e seus dois maridos|história moral e de amor|Amado, Jorge, 1912-2001|1966|Martins|São Paulo|por|869.3|Romance brasileiro;g:Salvador (BA)|tr=eng:Dona Flor and her two husbands
L|Tenda dos milagres||Amado, Jorge, 1912-2001|1969|Martins|São Paulo|por|869.3|Romance brasileiro;Racismo;g:Salvador (BA)|
L|Tieta do Agreste||Amado, Jorge, 1912-2001|1977|Record|Rio de Janeiro|por|869.3|Romance brasileiro;g:Bahia|
L|Caetés||Ramos, Graciliano, 1892-1953|1933|Schmidt|Rio de Janeiro|por|869.3|Romance brasileiro;g:Alagoas|
L|São Bernardo||Ramos, Graciliano, 1892-1953|1934|Ariel|Rio de Janeiro|por|869.3|Romance brasileiro;g:Alagoas|
L|Angústia||Ramos, Graciliano, 1892-1953|1936|José Olympio|Rio de Janeiro|por|869.3|Romance brasileiro|
L|Vidas secas||Ramos, Graciliano, 1892-1953|1938|José Olympio|Rio de Janeiro|por|869.3|Romance brasileiro;Secas;Retirantes;g:Nordeste (Brasil)|res=A família de Fabiano, retirante do sertão, foge da seca em busca de sobrevivência.~tr=eng:Barren lives^spa:Vidas secas
L|Memórias do cárcere||Ramos, Graciliano, 1892-1953|1953|José Olympio|Rio de Janeiro|por|869.8|Presos políticos;f:Memórias;g:Brasil -- História -- 1930-1945|
L|Senhora||Alencar, José de, 1829-1877|1875|B. L. Garnier|Rio de Janeiro|por|869.3|Romance brasileiro;Romantismo;c:Século XIX|
L|Iracema||Alencar, José de, 1829-1877|1865||Rio de Janeiro|por|869.3|Romance brasileiro;Indígenas na literatura;g:Ceará|
L|O cortiço||Azevedo, Aluísio, 1857-1913|1890|B. L. Garnier|Rio de Janeiro|por|869.3|Romance brasileiro;Naturalismo (Literatura);g:Rio de Janeiro (RJ)|tr=eng:The slum
L|Os sertões|campanha de Canudos|Cunha, Euclides da, 1866-1909|1902|Laemmert|Rio de Janeiro|por|981.05|Canudos (BA) -- História;g:Brasil -- História -- 1889-1930;g:Bahia|tr=eng:Rebellion in the backlands
L|Triste fim de Policarpo Quaresma||Barreto, Lima, 1881-1922|1915||Rio de Janeiro|por|869.3|Romance brasileiro;Nacionalismo na literatura|
L|Macunaíma|o herói sem nenhum caráter|Andrade, Mário de, 1893-1945|1928||São Paulo|por|869.3|Romance brasileiro;Modernismo (Literatura);Folclore -- Brasil|tr=eng:Macunaíma
L|Alguma poesia||Andrade, Carlos Drummond de, 1902-1987|1930|Pindorama|Belo Horizonte|por|869.1|Poesia brasileira;Modernismo (Literatura)|
L|A rosa do povo||Andrade, Carlos Drummond de, 1902-1987|1945|José Olympio|Rio de Janeiro|por|869.1|Poesia brasileira|
L|Claro enigma||Andrade, Carlos Drummond de, 1902-1987|1951|José Olympio|Rio de Janeiro|por|869.1|Poesia brasileira|
L|Romanceiro da Inconfidência||Meireles, Cecília, 1901-1964|1953|Livros de Portugal|Rio de Janeiro|por|869.1|Poesia brasileira;Inconfidência Mineira, 1789|
L|O quinze||Queiroz, Rachel de, 1910-2003|1930|Urânia|Fortaleza|por|869.3|Romance brasileiro;Secas;g:Ceará|
L|Incidente em Antares||Verissimo, Erico, 1905-1975|1971|Globo|Porto Alegre|por|869.3|Romance brasileiro;g:Rio Grande do Sul|
L|Reinações de Narizinho||Lobato, Monteiro, 1882-1948|1931|Companhia Editora Nacional|São Paulo|por|869.3|Literatura infantojuvenil brasileira|
L|Urupês||Lobato, Monteiro, 1882-1948|1918||São Paulo|por|869.3|Contos brasileiros|
L|Casa-grande & senzala|formação da família brasileira sob o regime de economia patriarcal|Freyre, Gilberto, 1900-1987|1933|Maia & Schmidt|Rio de Janeiro|por|981|Escravidão -- Brasil;Família -- Brasil;g:Brasil -- Civilização|res=Ensaio sobre a formação da sociedade brasileira a partir da família patriarcal do engenho.~tr=eng:The masters and the slaves^spa:Casa-grande y senzala
L|Raízes do Brasil||Holanda, Sérgio Buarque de, 1902-1982|1936|José Olympio|Rio de Janeiro|por|981|Características nacionais brasileiras;g:Brasil -- Civilização|tr=eng:Roots of Brazil
L|Formação do Brasil contemporâneo|colônia|Prado Júnior, Caio, 1907-1990|1942|Martins|São Paulo|por|981.03|g:Brasil -- História -- Período colonial, 1500-1822;Economia -- Brasil|
L|Formação econômica do Brasil||Furtado, Celso, 1920-2004|1959|Fundo de Cultura|Rio de Janeiro|por|330.981|Economia -- Brasil -- História;g:Brasil -- Condições econômicas|tr=eng:The economic growth of Brazil
L|O povo brasileiro|a formação e o sentido do Brasil|Ribeiro, Darcy, 1922-1997|1995|Companhia das Letras|São Paulo|por|981|Etnologia -- Brasil;g:Brasil -- Civilização|
L|Educação como prática da liberdade||Freire, Paulo, 1921-1997|1967|Paz e Terra|Rio de Janeiro|por|370.1|Educação -- Filosofia;Alfabetização|
L|Pedagogia do oprimido||Freire, Paulo, 1921-1997|1970|Paz e Terra|Rio de Janeiro|por|370.115|Educação -- Filosofia;Pedagogia crítica;Educação popular|res=Obra central da pedagogia crítica: a educação como prática dialógica de libertação dos oprimidos.~tr=eng:Pedagogy of the oppressed^spa:Pedagogía del oprimido
L|Pedagogia da autonomia|saberes necessários à prática educativa|Freire, Paulo, 1921-1997|1996|Paz e Terra|São Paulo|por|370.71|Professores -- Formação;Prática de ensino|
L|Formação da literatura brasileira|momentos decisivos|Candido, Antonio, 1918-2017|1959|Martins|São Paulo|por|869.09|Literatura brasileira -- História e crítica;c:Século XVIII;c:Século XIX|
L|Os parceiros do Rio Bonito|estudo sobre o caipira paulista e a transformação dos seus meios de vida|Candido, Antonio, 1918-2017|1964|José Olympio|Rio de Janeiro|por|305.563|Caipiras;Sociologia rural;g:São Paulo (Estado)|
L|História concisa da literatura brasileira||Bosi, Alfredo, 1936-2021|1970|Cultrix|São Paulo|por|869.09|Literatura brasileira -- História e crítica|
L|Ao vencedor as batatas|forma literária e processo social nos inícios do romance brasileiro|Schwarz, Roberto, 1938-|1977|Duas Cidades|São Paulo|por|869.309|Romance brasileiro -- História e crítica;p:Assis, Machado de, 1839-1908 -- Crítica e interpretação|
L|Um mestre na periferia do capitalismo|Machado de Assis|Schwarz, Roberto, 1938-|1990|Duas Cidades|São Paulo|por|869.309|p:Assis, Machado de, 1839-1908 -- Crítica e interpretação;Romance brasileiro -- História e crítica|
L|Estorvo||Buarque, Chico, 1944-|1991|Companhia das Letras|São Paulo|por|869.3|Romance brasileiro|
L|Budapeste||Buarque, Chico, 1944-|2003|Companhia das Letras|São Paulo|por|869.3|Romance brasileiro|
L|Relato de um certo Oriente||Hatoum, Milton, 1952-|1989|Companhia das Letras|São Paulo|por|869.3|Romance brasileiro;g:Manaus (AM)|
L|Dois irmãos||Hatoum, Milton, 1952-|2000|Companhia das Letras|São Paulo|por|869.3|Romance brasileiro;Gêmeos;g:Manaus (AM)|tr=eng:The brothers
L|Lavoura arcaica||Nassar, Raduan, 1935-|1975|José Olympio|Rio de Janeiro|por|869.3|Romance brasileiro|
L|Auto da Compadecida||Suassuna, Ariano, 1927-2014|1957|Agir|Rio de Janeiro|por|869.2|Teatro brasileiro;g:Nordeste (Brasil)|
L|Ciranda de pedra||Telles, Lygia Fagundes, 1918-2022|1954||Rio de Janeiro|por|869.3|Romance brasileiro|
L|As meninas||Telles, Lygia Fagundes, 1918-2022|1973|José Olympio|Rio de Janeiro|por|869.3|Romance brasileiro;g:Brasil -- História -- 1964-1985|
L|Quarto de despejo|diário de uma favelada|Jesus, Carolina Maria de, 1914-1977|1960|Francisco Alves|São Paulo|por|869.8|Favelas;Pobreza;f:Diários;g:São Paulo (SP)|tr=eng:Child of the dark
L|Ponciá Vicêncio||Evaristo, Conceição, 1946-|2003|Mazza|Belo Horizonte|por|869.3|Romance brasileiro;Mulheres negras|
L|Torto arado||Vieira Junior, Itamar, 1979-|2019|Todavia|São Paulo|por|869.3|Romance brasileiro;Trabalhadores rurais;g:Bahia|
L|O alquimista||Coelho, Paulo, 1947-|1988|Rocco|Rio de Janeiro|por|869.3|Romance brasileiro|tr=eng:The alchemist^spa:El alquimista
L|Mensagem||Pessoa, Fernando, 1888-1935|1934|Parceria António Maria Pereira|Lisboa|por|869.1|Poesia portuguesa;g:Portugal -- História|
L|Os Lusíadas||Camões, Luís de, 1524?-1580|1572|Antonio Gonçalvez|Lisboa|por|869.1|Poesia épica portuguesa;g:Portugal -- História;c:Século XVI|tr=eng:The Lusiads^spa:Los lusiadas
L|Os Maias|episódios da vida romântica|Queirós, Eça de, 1845-1900|1888|Lugan & Genelioux|Porto|por|869.3|Romance português;g:Lisboa (Portugal);c:Século XIX|
L|Memorial do convento||Saramago, José, 1922-2010|1982|Caminho|Lisboa|por|869.3|Romance português;c:Século XVIII|tr=eng:Baltasar and Blimunda
L|O ano da morte de Ricardo Reis||Saramago, José, 1922-2010|1984|Caminho|Lisboa|por|869.3|Romance português;p:Pessoa, Fernando, 1888-1935|
L|O evangelho segundo Jesus Cristo||Saramago, José, 1922-2010|1991|Caminho|Lisboa|por|869.3|Romance português|
L|Ensaio sobre a cegueira||Saramago, José, 1922-2010|1995|Caminho|Lisboa|por|869.3|Romance português;Cegueira na literatura|res=Uma epidemia de cegueira branca atinge uma cidade inteira e expõe o colapso das regras de convivência.~tr=eng:Blindness^spa:Ensayo sobre la ceguera
L|El ingenioso hidalgo don Quijote de la Mancha||Cervantes Saavedra, Miguel de, 1547-1616|1605|Juan de la Cuesta|Madrid|spa|863.3|Novela española;Caballería en la literatura;c:Siglo XVII|res=Alonso Quijano, tras leer demasiados libros de caballerías, se hace caballero andante con el nombre de don Quijote y sale por La Mancha con Sancho Panza.~tr=por:Dom Quixote de la Mancha^eng:Don Quixote
L|Novelas ejemplares||Cervantes Saavedra, Miguel de, 1547-1616|1613|Juan de la Cuesta|Madrid|spa|863.3|Novela española;c:Siglo XVII|tr=por:Novelas exemplares^eng:Exemplary novels
L|La vida de Lazarillo de Tormes y de sus fortunas y adversidades||-|1554||Burgos|spa|863.3|Novela picaresca;c:Siglo XVI|tr=por:A vida de Lazarilho de Tormes^eng:The life of Lazarillo de Tormes
L|Niebla||Unamuno, Miguel de, 1864-1936|1914|Renacimiento|Madrid|spa|863.62|Novela española|tr=por:Névoa^eng:Mist
L|Romancero gitano||García Lorca, Federico, 1898-1936|1928|Revista de Occidente|Madrid|spa|861.62|Poesía española;Gitanos en la literatura;g:Andalucía (España)|
L|La casa de Bernarda Alba||García Lorca, Federico, 1898-1936|1945|Losada|Buenos Aires|spa|862.62|Teatro español|tr=por:A casa de Bernarda Alba^eng:The house of Bernarda Alba
L|Cien años de soledad||García Márquez, Gabriel, 1927-2014|1967|Sudamericana|Buenos Aires|spa|863.64|Novela colombiana;Realismo mágico (Literatura);g:Colombia|res=La historia de siete generaciones de la familia Buendía en el pueblo imaginario de Macondo.~tr=por:Cem anos de solidão^eng:One hundred years of solitude
L|Relato de un náufrago||García Márquez, Gabriel, 1927-2014|1970|Tusquets|Barcelona|spa|863.64|Naufragios;f:Reportajes|tr=por:Relato de um náufrago^eng:The story of a shipwrecked sailor
L|El otoño del patriarca||García Márquez, Gabriel, 1927-2014|1975|Plaza & Janés|Barcelona|spa|863.64|Novela colombiana;Dictadores en la literatura|tr=por:O outono do patriarca^eng:The autumn of the patriarch
L|Crónica de una muerte anunciada||García Márquez, Gabriel, 1927-2014|1981|La Oveja Negra|Bogotá|spa|863.64|Novela colombiana|tr=por:Crônica de uma morte anunciada^eng:Chronicle of a death foretold
L|El amor en los tiempos del cólera||García Márquez, Gabriel, 1927-2014|1985|La Oveja Negra|Bogotá|spa|863.64|Novela colombiana;Amor en la literatura|tr=por:O amor nos tempos do cólera^eng:Love in the time of cholera
L|Historia universal de la infamia||Borges, Jorge Luis, 1899-1986|1935|Tor|Buenos Aires|spa|863.62|Cuentos argentinos|tr=por:História universal da infâmia^eng:A universal history of infamy
L|Ficciones||Borges, Jorge Luis, 1899-1986|1944|Sur|Buenos Aires|spa|863.62|Cuentos argentinos;Literatura fantástica|res=Cuentos que reúnen El jardín de senderos que se bifurcan y Artificios, entre ellos La biblioteca de Babel y Pierre Menard, autor del Quijote.~tr=por:Ficções^eng:Ficciones
L|El Aleph||Borges, Jorge Luis, 1899-1986|1949|Losada|Buenos Aires|spa|863.62|Cuentos argentinos;Literatura fantástica|tr=por:O Aleph^eng:The Aleph
L|Otras inquisiciones||Borges, Jorge Luis, 1899-1986|1952|Sur|Buenos Aires|spa|864.62|Ensayos argentinos|tr=por:Outras inquisições^eng:Other inquisitions
L|El hacedor||Borges, Jorge Luis, 1899-1986|1960|Emecé|Buenos Aires|spa|861.62|Poesía argentina|
L|El libro de arena||Borges, Jorge Luis, 1899-1986|1975|Emecé|Buenos Aires|spa|863.62|Cuentos argentinos|tr=por:O livro de areia^eng:The book of sand
L|Bestiario||Cortázar, Julio, 1914-1984|1951|Sudamericana|Buenos Aires|spa|863.64|Cuentos argentinos|
L|Historias de cronopios y de famas||Cortázar, Julio, 1914-1984|1962|Minotauro|Buenos Aires|spa|863.64|Cuentos argentinos|tr=por:Histórias de cronópios e de famas
L|Rayuela||Cortázar, Julio, 1914-1984|1963|Sudamericana|Buenos Aires|spa|863.64|Novela argentina;g:París (Francia);g:Buenos Aires (Argentina)|tr=por:O jogo da amarelinha^eng:Hopscotch
L|El túnel||Sábato, Ernesto, 1911-2011|1948|Sur|Buenos Aires|spa|863.64|Novela argentina|tr=por:O túnel^eng:The tunnel
L|Sobre héroes y tumbas||Sábato, Ernesto, 1911-2011|1961|Fabril|Buenos Aires|spa|863.64|Novela argentina|
L|La ciudad y los perros||Vargas Llosa, Mario, 1936-2025|1963|Seix Barral|Barcelona|spa|863.64|Novela peruana;g:Lima (Perú)|tr=por:A cidade e os cachorros^eng:The time of the hero
L|La casa verde||Vargas Llosa, Mario, 1936-2025|1966|Seix Barral|Barcelona|spa|863.64|Novela peruana;g:Amazonía|
L|Conversación en La Catedral||Vargas Llosa, Mario, 1936-2025|1969|Seix Barral|Barcelona|spa|863.64|Novela peruana|tr=por:Conversa no Catedral^eng:Conversation in the Cathedral
L|La fiesta del Chivo||Vargas Llosa, Mario, 1936-2025|2000|Alfaguara|Madrid|spa|863.64|Novela peruana;Dictadores en la literatura;g:República Dominicana|tr=por:A festa do bode^eng:The feast of the goat
L|El llano en llamas||Rulfo, Juan, 1917-1986|1953|Fondo de Cultura Económica|México|spa|863.64|Cuentos mexicanos|tr=por:Chão em chamas^eng:The burning plain
L|Pedro Páramo||Rulfo, Juan, 1917-1986|1955|Fondo de Cultura Económica|México|spa|863.64|Novela mexicana;g:Jalisco (México)|res=Juan Preciado llega a Comala en busca de su padre, Pedro Páramo, y encuentra un pueblo habitado por murmullos de muertos.~tr=por:Pedro Páramo^eng:Pedro Páramo
L|La muerte de Artemio Cruz||Fuentes, Carlos, 1928-2012|1962|Fondo de Cultura Económica|México|spa|863.64|Novela mexicana;g:México -- Historia -- Revolución, 1910-1920|tr=por:A morte de Artemio Cruz^eng:The death of Artemio Cruz
L|El laberinto de la soledad||Paz, Octavio, 1914-1998|1950|Cuadernos Americanos|México|spa|972|Características nacionales mexicanas;g:México -- Civilización|tr=por:O labirinto da solidão^eng:The labyrinth of solitude
L|Veinte poemas de amor y una canción desesperada||Neruda, Pablo, 1904-1973|1924|Nascimento|Santiago|spa|861.62|Poesía chilena;Poesía amorosa|tr=por:Vinte poemas de amor e uma canção desesperada^eng:Twenty love poems and a song of despair
L|Canto general||Neruda, Pablo, 1904-1973|1950||México|spa|861.62|Poesía chilena;g:América Latina -- Historia|
L|Desolación||Mistral, Gabriela, 1889-1957|1922|Instituto de las Españas|Nueva York|spa|861.62|Poesía chilena|
L|La casa de los espíritus||Allende, Isabel, 1942-|1982|Plaza & Janés|Barcelona|spa|863.64|Novela chilena;Realismo mágico (Literatura);g:Chile|tr=por:A casa dos espíritos^eng:The house of the spirits
L|Las venas abiertas de América Latina||Galeano, Eduardo, 1940-2015|1971|Siglo XXI|México|spa|330.98|Imperialismo;g:América Latina -- Condiciones económicas;g:América Latina -- Historia|tr=por:As veias abertas da América Latina^eng:Open veins of Latin America
L|La tregua||Benedetti, Mario, 1920-2009|1960|Alfa|Montevideo|spa|863.64|Novela uruguaya;f:Diarios|tr=por:A trégua^eng:The truce
L|Cuentos de amor de locura y de muerte||Quiroga, Horacio, 1878-1937|1917|Cooperativa Editorial Buenos Aires|Buenos Aires|spa|863.62|Cuentos uruguayos|
L|Los detectives salvajes||Bolaño, Roberto, 1953-2003|1998|Anagrama|Barcelona|spa|863.64|Novela chilena;Poetas en la literatura|tr=por:Os detetives selvagens^eng:The savage detectives
L|2666||Bolaño, Roberto, 1953-2003|2004|Anagrama|Barcelona|spa|863.64|Novela chilena;g:México|
L|Sense and sensibility||Austen, Jane, 1775-1817|1811|T. Egerton|London|eng|823.7|English fiction;Sisters -- Fiction;g:England -- Social life and customs -- 19th century|tr=por:Razão e sensibilidade^spa:Sentido y sensibilidad
L|Pride and prejudice||Austen, Jane, 1775-1817|1813|T. Egerton|London|eng|823.7|English fiction;Courtship -- Fiction;g:England -- Social life and customs -- 19th century|res=Elizabeth Bennet and Fitzwilliam Darcy overcome their mutual prejudice in the marriage market of Regency England.~tr=por:Orgulho e preconceito^spa:Orgullo y prejuicio
L|Mansfield Park||Austen, Jane, 1775-1817|1814|T. Egerton|London|eng|823.7|English fiction|
L|Emma||Austen, Jane, 1775-1817|1815|John Murray|London|eng|823.7|English fiction;Matchmaking -- Fiction|tr=por:Emma^spa:Emma
L|Frankenstein|or, The modern Prometheus|Shelley, Mary Wollstonecraft, 1797-1851|1818|Lackington, Hughes, Harding, Mavor & Jones|London|eng|823.7|Horror fiction;Science fiction;Monsters -- Fiction|tr=por:Frankenstein, ou o Prometeu moderno^spa:Frankenstein o el moderno Prometeo
L|Oliver Twist||Dickens, Charles, 1812-1870|1838|Richard Bentley|London|eng|823.8|English fiction;Orphans -- Fiction;g:London (England) -- Fiction|
L|Jane Eyre|an autobiography|Brontë, Charlotte, 1816-1855|1847|Smith, Elder|London|eng|823.8|English fiction;Governesses -- Fiction|
L|Wuthering heights||Brontë, Emily, 1818-1848|1847|Thomas Cautley Newby|London|eng|823.8|English fiction;g:Yorkshire (England) -- Fiction|tr=por:O morro dos ventos uivantes^spa:Cumbres borrascosas
L|David Copperfield||Dickens, Charles, 1812-1870|1850|Bradbury & Evans|London|eng|823.8|English fiction;f:Bildungsromans|
L|Moby-Dick|or, The whale|Melville, Herman, 1819-1891|1851|Harper & Brothers|New York|eng|813.3|Whaling -- Fiction;Sea stories|tr=por:Moby Dick^spa:Moby Dick
L|A tale of two cities||Dickens, Charles, 1812-1870|1859|Chapman and Hall|London|eng|823.8|English fiction;g:France -- History -- Revolution, 1789-1799 -- Fiction|tr=por:Um conto de duas cidades^spa:Historia de dos ciudades
L|On the origin of species by means of natural selection||Darwin, Charles, 1809-1882|1859|John Murray|London|eng|576.82|Evolution (Biology);Natural selection|res=Darwin's argument for evolution by natural selection, drawn from variation under domestication and in nature.~tr=por:A origem das espécies^spa:El origen de las especies
L|Great expectations||Dickens, Charles, 1812-1870|1861|Chapman and Hall|London|eng|823.8|English fiction;Orphans -- Fiction|tr=por:Grandes esperanças^spa:Grandes esperanzas
L|Adventures of Huckleberry Finn||Twain, Mark, 1835-1910|1885|Charles L. Webster|New York|eng|813.4|Mississippi River -- Fiction;Boys -- Fiction|tr=por:As aventuras de Huckleberry Finn
L|Dubliners||Joyce, James, 1882-1941|1914|Grant Richards|London|eng|823.912|Short stories, Irish;g:Dublin (Ireland) -- Fiction|tr=por:Dublinenses^spa:Dublineses
L|A portrait of the artist as a young man||Joyce, James, 1882-1941|1916|B. W. Huebsch|New York|eng|823.912|English fiction;f:Bildungsromans|
L|Ulysses||Joyce, James, 1882-1941|1922|Shakespeare and Company|Paris|eng|823.912|English fiction;Modernism (Literature);g:Dublin (Ireland) -- Fiction|tr=por:Ulisses^spa:Ulises
L|Mrs Dalloway||Woolf, Virginia, 1882-1941|1925|Hogarth Press|London|eng|823.912|English fiction;Modernism (Literature);g:London (England) -- Fiction|tr=por:Mrs. Dalloway^spa:La señora Dalloway
L|The great Gatsby||Fitzgerald, F. Scott, 1896-1940|1925|Charles Scribner's Sons|New York|eng|813.52|American fiction;Rich people -- Fiction;g:Long Island (N.Y.) -- Fiction|res=Nick Carraway tells of his neighbour Jay Gatsby and his pursuit of Daisy Buchanan in the Jazz Age.~tr=por:O grande Gatsby^spa:El gran Gatsby
L|The sun also rises||Hemingway, Ernest, 1899-1961|1926|Charles Scribner's Sons|New York|eng|813.52|American fiction;Expatriates -- Fiction|
L|To the lighthouse||Woolf, Virginia, 1882-1941|1927|Hogarth Press|London|eng|823.912|English fiction|tr=por:Ao farol^spa:Al faro
L|Orlando|a biography|Woolf, Virginia, 1882-1941|1928|Hogarth Press|London|eng|823.912|English fiction;Gender identity -- Fiction|
L|A room of one's own||Woolf, Virginia, 1882-1941|1929|Hogarth Press|London|eng|824.912|Women authors;Feminism and literature|tr=por:Um teto todo seu^spa:Una habitación propia
L|A farewell to arms||Hemingway, Ernest, 1899-1961|1929|Charles Scribner's Sons|New York|eng|813.52|World War, 1914-1918 -- Fiction|tr=por:Adeus às armas^spa:Adiós a las armas
L|The sound and the fury||Faulkner, William, 1897-1962|1929|Jonathan Cape and Harrison Smith|New York|eng|813.52|American fiction;g:Mississippi -- Fiction|
L|The waves||Woolf, Virginia, 1882-1941|1931|Hogarth Press|London|eng|823.912|English fiction|
L|Brave new world||Huxley, Aldous, 1894-1963|1932|Chatto & Windus|London|eng|823.912|Science fiction;f:Dystopias|tr=por:Admirável mundo novo^spa:Un mundo feliz
L|Down and out in Paris and London||Orwell, George, 1903-1950|1933|Victor Gollancz|London|eng|914.4|Poverty;g:Paris (France) -- Social conditions;g:London (England) -- Social conditions|
L|The general theory of employment, interest and money||Keynes, John Maynard, 1883-1946|1936|Macmillan|London|eng|330.156|Keynesian economics;Employment (Economic theory);Money|tr=por:A teoria geral do emprego, do juro e da moeda^spa:Teoría general de la ocupación, el interés y el dinero
L|The road to Wigan Pier||Orwell, George, 1903-1950|1937|Victor Gollancz|London|eng|942.083|Working class;g:England -- Social conditions|
L|The hobbit|or, There and back again|Tolkien, J. R. R., 1892-1973|1937|George Allen & Unwin|London|eng|823.912|Fantasy fiction;Middle Earth (Imaginary place) -- Fiction|tr=por:O hobbit^spa:El hobbit
L|Of mice and men||Steinbeck, John, 1902-1968|1937|Covici-Friede|New York|eng|813.52|Migrant agricultural laborers -- Fiction;g:California -- Fiction|tr=por:Ratos e homens^spa:De ratones y hombres
L|Homage to Catalonia||Orwell, George, 1903-1950|1938|Secker & Warburg|London|eng|946.081|g:Spain -- History -- Civil War, 1936-1939 -- Personal narratives|tr=por:Lutando na Espanha^spa:Homenaje a Cataluña
L|The grapes of wrath||Steinbeck, John, 1902-1968|1939|Viking Press|New York|eng|813.52|Migrant agricultural laborers -- Fiction;Depressions -- 1929 -- Fiction|tr=por:As vinhas da ira^spa:Las uvas de la ira
L|For whom the bell tolls||Hemingway, Ernest, 1899-1961|1940|Charles Scribner's Sons|New York|eng|813.52|g:Spain -- History -- Civil War, 1936-1939 -- Fiction|tr=por:Por quem os sinos dobram^spa:Por quién doblan las campanas
L|Animal farm|a fairy story|Orwell, George, 1903-1950|1945|Secker & Warburg|London|eng|823.912|Political fiction;Totalitarianism -- Fiction;Domestic animals -- Fiction|res=The animals of Manor Farm overthrow their owner, only to see the pigs become the new masters.~tr=por:A revolução dos bichos^spa:Rebelión en la granja
L|Nineteen eighty-four|a novel|Orwell, George, 1903-1950|1949|Secker & Warburg|London|eng|823.912|Totalitarianism -- Fiction;Political fiction;f:Dystopias|res=Winston Smith works at the Ministry of Truth in Oceania, a state of permanent war and total surveillance ruled by Big Brother.~tr=por:1984^spa:1984
L|The catcher in the rye||Salinger, J. D., 1919-2010|1951|Little, Brown|Boston|eng|813.54|Teenage boys -- Fiction;g:New York (N.Y.) -- Fiction|tr=por:O apanhador no campo de centeio^spa:El guardián entre el centeno
L|The origins of totalitarianism||Arendt, Hannah, 1906-1975|1951|Harcourt, Brace|New York|eng|320.53|Totalitarianism;Antisemitism;Imperialism|tr=por:Origens do totalitarismo^spa:Los orígenes del totalitarismo
L|The old man and the sea||Hemingway, Ernest, 1899-1961|1952|Charles Scribner's Sons|New York|eng|813.52|Fishers -- Fiction;g:Cuba -- Fiction|tr=por:O velho e o mar^spa:El viejo y el mar
L|Lord of the flies||Golding, William, 1911-1993|1954|Faber and Faber|London|eng|823.914|Castaways -- Fiction;Boys -- Fiction|tr=por:O senhor das moscas^spa:El señor de las moscas
L|The fellowship of the ring||Tolkien, J. R. R., 1892-1973|1954|George Allen & Unwin|London|eng|823.912|Fantasy fiction;Middle Earth (Imaginary place) -- Fiction|serie=The lord of the rings~tr=por:A sociedade do anel^spa:La comunidad del anillo
L|The human condition||Arendt, Hannah, 1906-1975|1958|University of Chicago Press|Chicago|eng|128|Political science -- Philosophy;Work|tr=por:A condição humana^spa:La condición humana
L|To kill a mockingbird||Lee, Harper, 1926-2016|1960|J. B. Lippincott|Philadelphia|eng|813.54|Race relations -- Fiction;g:Alabama -- Fiction|tr=por:O sol é para todos^spa:Matar a un ruiseñor
L|The structure of scientific revolutions||Kuhn, Thomas S., 1922-1996|1962|University of Chicago Press|Chicago|eng|501|Science -- Philosophy;Science -- History|res=Kuhn describes normal science, anomalies and paradigm shifts as the pattern of scientific change.~tr=por:A estrutura das revoluções científicas^spa:La estructura de las revoluciones científicas
L|Silent spring||Carson, Rachel, 1907-1964|1962|Houghton Mifflin|Boston|eng|363.7384|Pesticides -- Environmental aspects;Environmental protection|tr=por:Primavera silenciosa^spa:Primavera silenciosa
L|The bluest eye||Morrison, Toni, 1931-2019|1970|Holt, Rinehart and Winston|New York|eng|813.54|African American girls -- Fiction|tr=por:O olho mais azul
L|A theory of justice||Rawls, John, 1921-2002|1971|Belknap Press of Harvard University Press|Cambridge, Mass.|eng|320.011|Justice;Social contract|tr=por:Uma teoria da justiça^spa:Teoría de la justicia
L|The selfish gene||Dawkins, Richard, 1941-|1976|Oxford University Press|Oxford|eng|591.5|Genetics;Evolution (Biology);Animal behavior|tr=por:O gene egoísta^spa:El gen egoísta
L|Orientalism||Said, Edward W., 1935-2003|1978|Pantheon Books|New York|eng|950.072|East and West;Imperialism;Orientalism|tr=por:Orientalismo^spa:Orientalismo
L|Gödel, Escher, Bach|an eternal golden braid|Hofstadter, Douglas R., 1945-|1979|Basic Books|New York|eng|510.1|Metamathematics;Symmetry;Artificial intelligence|isbn=0465026850~tr=por:Gödel, Escher, Bach: um entrelaçamento de gênios brilhantes
L|Cosmos||Sagan, Carl, 1934-1996|1980|Random House|New York|eng|520|Astronomy;Cosmology|tr=por:Cosmos^spa:Cosmos
L|Beloved|a novel|Morrison, Toni, 1931-2019|1987|Alfred A. Knopf|New York|eng|813.54|African American women -- Fiction;Slavery -- Fiction|tr=por:Amada^spa:Beloved
L|A brief history of time|from the big bang to black holes|Hawking, Stephen, 1942-2018|1988|Bantam Books|New York|eng|523.1|Cosmology;Big bang theory|tr=por:Uma breve história do tempo^spa:Historia del tiempo
L|Mr. William Shakespeares comedies, histories, & tragedies||Shakespeare, William, 1564-1616|1623|Isaac Iaggard and Ed. Blount|London|eng|822.33|English drama;c:17th century|
L|An inquiry into the nature and causes of the wealth of nations||Smith, Adam, 1723-1790|1776|W. Strahan and T. Cadell|London|eng|330.153|Economics;Classical school of economics|tr=por:A riqueza das nações^spa:La riqueza de las naciones
L|L'étranger||Camus, Albert, 1913-1960|1942|Gallimard|Paris|fre|843.914|Roman français;Absurde (Philosophie) dans la littérature;g:Algérie|tr=por:O estrangeiro^eng:The stranger^spa:El extranjero
L|Surveiller et punir|naissance de la prison|Foucault, Michel, 1926-1984|1975|Gallimard|Paris|fre|365|Prisons -- Histoire;Pouvoir (Sciences sociales)|tr=por:Vigiar e punir^eng:Discipline and punish^spa:Vigilar y castigar
L|La distinction|critique sociale du jugement|Bourdieu, Pierre, 1930-2002|1979|Éditions de Minuit|Paris|fre|306.0944|Classes sociales;Goût (Esthétique);g:France -- Conditions sociales|tr=por:A distinção: crítica social do julgamento^eng:Distinction
L|Das Kapital|Kritik der politischen Oekonomie|Marx, Karl, 1818-1883|1867|Otto Meissner|Hamburg|ger|335.41|Kapitalismus;Marxistische Wirtschaftstheorie|tr=por:O capital^eng:Capital^spa:El capital
L|Die Traumdeutung||Freud, Sigmund, 1856-1939|1899|Franz Deuticke|Leipzig|ger|154.63|Traum;Psychoanalyse|tr=por:A interpretação dos sonhos^eng:The interpretation of dreams^spa:La interpretación de los sueños
L|Der Process||Kafka, Franz, 1883-1924|1925|Die Schmiede|Berlin|ger|833.912|Deutsche Literatur;Roman|tr=por:O processo^eng:The trial^spa:El proceso
L|The C programming language||Kernighan, Brian W.;Ritchie, Dennis M.|1988|Prentice Hall|Englewood Cliffs|eng|005.133|C (Computer program language);Programming languages (Electronic computers)|ed=2nd ed.~pg=272~isbn=0131103628~tr=por:C: a linguagem de programação
L|Design patterns|elements of reusable object-oriented software|Gamma, Erich;Helm, Richard;Johnson, Ralph;Vlissides, John|1994|Addison-Wesley|Reading, Mass.|eng|005.12|Object-oriented programming (Computer science);Computer software -- Reusability|pg=395~isbn=0201633612~serie=Addison-Wesley professional computing series~tr=por:Padrões de projeto: soluções reutilizáveis de software orientado a objetos
L|The mythical man-month|essays on software engineering|Brooks, Frederick P., 1931-2022|1995|Addison-Wesley|Reading, Mass.|eng|005.1068|Software engineering;Project management|ed=Anniversary ed.~isbn=0201835959
L|Structure and interpretation of computer programs||Abelson, Harold;Sussman, Gerald Jay;Sussman, Julie|1996|MIT Press|Cambridge, Mass.|eng|005.133|Computer programming;LISP (Computer program language)|ed=2nd ed.~isbn=0262510871~serie=MIT electrical engineering and computer science series
L|The art of computer programming|fundamental algorithms|Knuth, Donald E., 1938-|1997|Addison-Wesley|Reading, Mass.|eng|005.1|Computer programming;Computer algorithms|ed=3rd ed.~isbn=0201896834~serie=The art of computer programming~vol=1
L|Refactoring|improving the design of existing code|Fowler, Martin, 1963-|1999|Addison-Wesley|Reading, Mass.|eng|005.14|Software refactoring;Object-oriented programming (Computer science)|isbn=0201485672~serie=Addison-Wesley object technology series~tr=por:Refatoração: aperfeiçoando o projeto de código existente
L|The pragmatic programmer|from journeyman to master|Hunt, Andrew;Thomas, David|2000|Addison-Wesley|Reading, Mass.|eng|005.1|Computer programming|isbn=020161622X~tr=por:O programador pragmático
L|Code complete||McConnell, Steve|2004|Microsoft Press|Redmond|eng|005.1|Computer software -- Development|ed=2nd ed.~isbn=0735619670
L|Pattern recognition and machine learning||Bishop, Christopher M.|2006|Springer|New York|eng|006.4|Pattern perception;Machine learning|isbn=0387310738~serie=Information science and statistics
L|Clean code|a handbook of agile software craftsmanship|Martin, Robert C.|2008|Prentice Hall|Upper Saddle River|eng|005.1|Agile software development;Computer software -- Reliability|pg=431~isbn=9780132350884~res=Principles, patterns and case studies for writing readable, maintainable code.~tr=por:Código limpo: habilidades práticas do agile software^spa:Código limpio
L|The elements of statistical learning|data mining, inference, and prediction|Hastie, Trevor;Tibshirani, Robert;Friedman, Jerome|2009|Springer|New York|eng|006.31|Supervised learning (Machine learning);Data mining;Statistics|ed=2nd ed.~isbn=9780387848570~serie=Springer series in statistics
L|Introduction to algorithms||Cormen, Thomas H.;Leiserson, Charles E.;Rivest, Ronald L.;Stein, Clifford|2009|MIT Press|Cambridge, Mass.|eng|005.1|Computer programming;Computer algorithms|ed=3rd ed.~isbn=9780262033848~res=A comprehensive textbook on the design and analysis of algorithms and data structures.~tr=por:Algoritmos: teoria e prática^spa:Introducción a los algoritmos
L|Artificial intelligence|a modern approach|Russell, Stuart J.;Norvig, Peter|2010|Prentice Hall|Upper Saddle River|eng|006.3|Artificial intelligence|ed=3rd ed.~isbn=0136042597~serie=Prentice Hall series in artificial intelligence~tr=por:Inteligência artificial^spa:Inteligencia artificial: un enfoque moderno
L|Computer networks||Tanenbaum, Andrew S., 1944-;Wetherall, David|2011|Pearson Prentice Hall|Boston|eng|004.6|Computer networks|ed=5th ed.~isbn=0132126958~tr=por:Redes de computadores^spa:Redes de computadoras
L|Algorithms||Sedgewick, Robert, 1946-;Wayne, Kevin|2011|Addison-Wesley|Upper Saddle River|eng|005.1|Computer algorithms;Computer programming|ed=4th ed.~isbn=032157351X
L|Deep learning||Goodfellow, Ian;Bengio, Yoshua;Courville, Aaron|2016|MIT Press|Cambridge, Mass.|eng|006.31|Machine learning;Neural networks (Computer science)|pg=775~isbn=9780262035613~serie=Adaptive computation and machine learning~tr=por:Aprendizado profundo
T|Systems of logic based on ordinals||Turing, Alan Mathison, 1912-1954|1938||Princeton|eng|511.3|Logic, Symbolic and mathematical;Ordinal numbers|grau=Ph.D.~inst=Princeton University~prog=Mathematics
T|Non-cooperative games||Nash, John F., 1928-2015|1950||Princeton|eng|519.3|Game theory;Equilibrium (Economics)|grau=Ph.D.~inst=Princeton University~prog=Mathematics
D|A symbolic analysis of relay and switching circuits||Shannon, Claude Elwood, 1916-2001|1940||Cambridge, Mass.|eng|621.3815|Switching theory;Boolean algebra;Electric relays|grau=M.S.~inst=Massachusetts Institute of Technology~prog=Electrical Engineering
T|Eine neue Bestimmung der Moleküldimensionen||Einstein, Albert, 1879-1955|1905||Zürich|ger|530.4|Molekül;Diffusion|grau=Dr.~inst=Universität Zürich~prog=Physik
T|A função social da guerra na sociedade tupinambá||Fernandes, Florestan, 1920-1995|1951||São Paulo|por|980.41|Tupinambá (Povo indígena);Guerra -- Aspectos sociais|grau=Doutorado~inst=Universidade de São Paulo~prog=Sociologia
T|Os parceiros do Rio Bonito||Candido, Antonio, 1918-2017|1954||São Paulo|por|305.563|Caipiras;Sociologia rural;g:São Paulo (Estado)|grau=Doutorado~inst=Universidade de São Paulo~prog=Ciências Sociais
P|Nature|international weekly journal of science|-|1869|Macmillan|London|eng|505|Science -- Periodicals;f:Periódicos|issn=0028-0836~freq=Semanal
P|Science||-i:American Association for the Advancement of Science|1880|American Association for the Advancement of Science|Washington|eng|505|Science -- Periodicals;f:Periódicos|issn=0036-8075~freq=Semanal
P|The Lancet||-|1823||London|eng|610.5|Medicine -- Periodicals;f:Periódicos|issn=0140-6736~freq=Semanal
P|Physical review letters||-i:American Physical Society|1958|American Physical Society|New York|eng|530.05|Physics -- Periodicals;f:Periódicos|issn=0031-9007~freq=Semanal
P|Journal of the ACM||-i:Association for Computing Machinery|1954|Association for Computing Machinery|New York|eng|004.05|Computer science -- Periodicals;f:Periódicos|issn=0004-5411~freq=Bimestral
P|Communications of the ACM||-i:Association for Computing Machinery|1958|Association for Computing Machinery|New York|eng|004.05|Computer science -- Periodicals;f:Periódicos|issn=0001-0782~freq=Mensal
P|IEEE transactions on software engineering||-i:Institute of Electrical and Electronics Engineers|1975|IEEE|New York|eng|005.105|Software engineering -- Periodicals;f:Periódicos|issn=0098-5589~freq=Mensal
P|PLOS ONE||-|2006|Public Library of Science|San Francisco|eng|505|Science -- Periodicals;Medicine -- Periodicals;f:Periódicos eletrônicos|issn=1932-6203~freq=Contínua~url=https://journals.plos.org/plosone/
P|Revista de saúde pública||-i:Universidade de São Paulo. Faculdade de Saúde Pública|1967|Universidade de São Paulo, Faculdade de Saúde Pública|São Paulo|por|614.05|Saúde pública -- Periódicos;f:Periódicos|issn=0034-8910~freq=Bimestral~url=https://www.revistas.usp.br/rsp
P|Cadernos de saúde pública||-i:Fundação Oswaldo Cruz. Escola Nacional de Saúde Pública|1985|Fundação Oswaldo Cruz|Rio de Janeiro|por|614.05|Saúde pública -- Periódicos;f:Periódicos|issn=0102-311X~freq=Mensal
P|Estudos avançados||-i:Universidade de São Paulo. Instituto de Estudos Avançados|1987|Universidade de São Paulo, Instituto de Estudos Avançados|São Paulo|por|056.9|Ciências sociais -- Periódicos;f:Periódicos|issn=0103-4014~freq=Quadrimestral
P|Revista brasileira de educação||-i:Associação Nacional de Pós-Graduação e Pesquisa em Educação|1995|ANPEd|Rio de Janeiro|por|370.5|Educação -- Periódicos;f:Periódicos|issn=1413-2478~freq=Trimestral
P|Dados|revista de ciências sociais|-|1966|IUPERJ|Rio de Janeiro|por|300.5|Ciências sociais -- Periódicos;f:Periódicos|issn=0011-5258~freq=Trimestral
P|Novos estudos CEBRAP||-i:Centro Brasileiro de Análise e Planejamento|1981|CEBRAP|São Paulo|por|300.5|Ciências sociais -- Periódicos;f:Periódicos|issn=0101-3300~freq=Quadrimestral
P|Ciência e cultura||-i:Sociedade Brasileira para o Progresso da Ciência|1949|SBPC|São Paulo|por|505|Ciência -- Periódicos;f:Periódicos|issn=0009-6725~freq=Trimestral
M|Atlas geográfico escolar||i:Instituto Brasileiro de Geografia e Estatística|2002|IBGE|Rio de Janeiro|por|912.81|f:Atlas;g:Brasil -- Mapas;Geografia -- Estudo e ensino|esc=Escalas variam
M|Atlas nacional do Brasil Milton Santos||i:Instituto Brasileiro de Geografia e Estatística|2010|IBGE|Rio de Janeiro|por|912.81|f:Atlas;g:Brasil -- Mapas|esc=Escalas variam
V|Vidas secas||-Santos, Nelson Pereira dos, 1928-2018 [direção]|1963||Rio de Janeiro|por|791.4372|f:Filmes brasileiros;Secas;g:Nordeste (Brasil)|
V|Deus e o diabo na terra do sol||-Rocha, Glauber, 1939-1981 [direção]|1964||Rio de Janeiro|por|791.4372|f:Filmes brasileiros;Cinema Novo;g:Nordeste (Brasil)|
V|Macunaíma||-Andrade, Joaquim Pedro de, 1932-1988 [direção]|1969||Rio de Janeiro|por|791.4372|f:Filmes brasileiros|
V|Central do Brasil||-Salles, Walter, 1956- [direção]|1998|VideoFilmes|Rio de Janeiro|por|791.4372|f:Filmes brasileiros;Migração interna|
V|O auto da compadecida||-Arraes, Guel, 1953- [direção]|2000|Globo Filmes|Rio de Janeiro|por|791.4372|f:Filmes brasileiros;f:Comédias|
V|Abril despedaçado||-Salles, Walter, 1956- [direção]|2001|VideoFilmes|Rio de Janeiro|por|791.4372|f:Filmes brasileiros|
V|Cidade de Deus||-Meirelles, Fernando, 1955- [direção]|2002|O2 Filmes|São Paulo|por|791.4372|f:Filmes brasileiros;Favelas;g:Rio de Janeiro (RJ)|
V|Citizen Kane||-Welles, Orson, 1915-1985 [direção]|1941|RKO Radio Pictures|Hollywood|eng|791.4372|f:Feature films;Newspaper publishing -- Drama|
V|El laberinto del fauno||-Toro, Guillermo del, 1964- [direção]|2006||México|spa|791.4372|f:Películas;Cuentos de hadas;g:España -- Historia -- 1939-1975|
`;
