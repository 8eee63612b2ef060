# generator for bench/nutrition/vocabulary-measures.txt (kept in the repo as make-vocabulary-measures.py)
import itertools
F="FNDDS"; ES="convención española"; LA="convención latinoamericana"
# measure: key -> (sg, pl, gender)
M={
 'taza':('taza','tazas','f'),'tacita':('tacita','tacitas','f'),'tazon':('tazón','tazones','m'),'bol':('bol','boles','m'),
 'cuenco':('cuenco','cuencos','m'),'vaso':('vaso','vasos','m'),'vasito':('vasito','vasitos','m'),'copa':('copa','copas','f'),
 'jarra':('jarra','jarras','f'),'jarrito':('jarrito','jarritos','m'),'botella':('botella','botellas','f'),'botellita':('botellita','botellitas','f'),
 'lata':('lata','latas','f'),'latita':('latita','latitas','f'),'carton':('cartón','cartones','m'),'cajita':('cajita','cajitas','f'),
 'brick':('brick','bricks','m'),'sobre':('sobre','sobres','m'),'sobrecito':('sobrecito','sobrecitos','m'),'bolsa':('bolsa','bolsas','f'),
 'bolsita':('bolsita','bolsitas','f'),'paquete':('paquete','paquetes','m'),'paquetito':('paquetito','paquetitos','m'),'envase':('envase','envases','m'),
 'pote':('pote','potes','m'),'frasco':('frasco','frascos','m'),'tarro':('tarro','tarros','m'),'plato':('plato','platos','m'),'platito':('platito','platitos','m'),
 'plato hondo':('plato hondo','platos hondos','m'),'plato llano':('plato llano','platos llanos','m'),'fuente':('fuente','fuentes','f'),'bandeja':('bandeja','bandejas','f'),
 'taper':('táper','tápers','m'),'tupper':('tupper','tuppers','m'),'cucharon':('cucharón','cucharones','m'),'cazo':('cazo','cazos','m'),
 'pieza':('pieza','piezas','f'),'unidad':('unidad','unidades','f'),'trozo':('trozo','trozos','m'),'pedazo':('pedazo','pedazos','m'),
 'porcion':('porción','porciones','f'),'racion':('ración','raciones','f'),'tapa':('tapa','tapas','f'),'pincho':('pincho','pinchos','m'),
 'rebanada':('rebanada','rebanadas','f'),'rodaja':('rodaja','rodajas','f'),'tajada':('tajada','tajadas','f'),'loncha':('loncha','lonchas','f'),
 'lonja':('lonja','lonjas','f'),'feta':('feta','fetas','f'),'filete':('filete','filetes','m'),'presa':('presa','presas','f'),
 'hoja':('hoja','hojas','f'),'diente':('diente','dientes','m'),'ramita':('ramita','ramitas','f'),'gajo':('gajo','gajos','m'),
 'cabeza':('cabeza','cabezas','f'),'cucharada':('cucharada','cucharadas','f'),'cucharadita':('cucharadita','cucharaditas','f'),
 'cuchara sopera':('cuchara sopera','cucharas soperas','f'),'cuchara de postre':('cuchara de postre','cucharas de postre','f'),
 'cucharada colmada':('cucharada colmada','cucharadas colmadas','f'),'cucharada rasa':('cucharada rasa','cucharadas rasas','f'),
 'pizca':('pizca','pizcas','f'),'chorrito':('chorrito','chorritos','m'),'chorro':('chorro','chorros','m'),'puñado':('puñado','puñados','m'),
 'puñito':('puñito','puñitos','m'),'manojo':('manojo','manojos','m'),'pellizco':('pellizco','pellizcos','m'),
 'tz':('tz','tz','f'),'cda':('cda','cdas','f'),'cdta':('cdta','cdtas','f'),
}
# (measure, food, grams per measure, source, max multiplier)
B=[
('taza','arroz blanco cocido',158,F+' 56205008 1 cup cooked',3),('taza','leche',244,F+' 11111000 1 cup',3),('taza','lentejas cocidas',180,F+' 41305000 1 cup',3),
('taza','frijoles negros',180,F+' 41102080 1 cup',3),('taza','café',240,F+' 92101000 1 cup 8 fl oz',3),('taza','avena cocida',240,F+' 56203056 1 cup cooked',3),
('taza','pasta cocida',140,F+' 56130000 1 cup cooked',3),('taza','fresas',150,F+' strawberries 1 cup',3),('taza','uvas',150,F+' grapes 1 cup',3),
('taza','espinacas crudas',25,F+' spinach raw 1 cup',3),('taza','piña picada',165,F+' pineapple 1 cup',3),('taza','papas cocidas',160,F+' 71102980 1 cup',3),
('taza','chocolate caliente',250,F+' hot chocolate 1 cup',2),('taza','té',240,F+' tea 1 cup',3),('taza','yogur natural',245,F+' yogurt 1 cup',2),
('taza','garbanzos cocidos',165,F+' chickpeas 1 cup',3),('taza','quinoa cocida',185,F+' quinoa cooked 1 cup',3),('taza','caldo de pollo',245,F+' broth 1 cup',3),
('taza','corn flakes',28,F+' corn flakes 1 cup',3),('taza','almendras',141,F+' 42101000 1 cup',1),('taza','harina de trigo',125,F+' flour 1 cup',2),
('tacita','café con leche',150,ES+' taza pequeña 150 ml',2),('tacita','leche',150,ES+' taza pequeña 150 ml',2),('tacita','chocolate caliente',150,ES+' taza pequeña 150 ml',2),
('tazon','leche',300,ES+' tazón de desayuno 300 ml',2),('tazon','sopa',300,ES+' tazón 300 ml',2),('tazon','avena cocida',300,ES+' tazón 300 g',2),('tazon','cereales con leche',250,ES+' tazón 40 g cereal + 200 ml leche',2),
('bol','arroz cocido',250,ES+' bol 250 g',2),('bol','sopa',300,ES+' bol 300 ml',2),('bol','ensalada de frutas',200,ES+' bol 200 g',2),('bol','cereales',40,'CIQUAL/ES ración de cereales 30-40 g',2),('bol','gazpacho',250,ES+' bol 250 ml',2),
('cuenco','lentejas',250,ES+' cuenco 250 g',2),('cuenco','sopa de fideos',300,ES+' cuenco 300 ml',2),('cuenco','yogur',200,ES+' cuenco 200 g',2),
('vaso','agua',200,ES+' vaso 200 ml',4),('vaso','leche',200,ES+' vaso 200 ml (FNDDS taza 244)',3),('vaso','zumo de naranja',200,ES+' vaso 200 ml',3),('vaso','jugo de naranja',220,LA+' vaso 200-250 ml',3),
('vaso','vino tinto',150,ES+' vaso de vino 150 ml',3),('vaso','cerveza',250,ES+' vaso/caña grande 250 ml',3),('vaso','refresco',220,LA+' vaso 200-250 ml',3),('vaso','horchata',220,LA+' vaso 200-250 ml',3),
('vasito','leche',125,ES+' vasito 125 ml',3),('vasito','vino',100,ES+' vasito 100 ml',3),('vasito','yogur',125,ES+' yogur 125 g',3),('vasito','zumo',125,ES+' vasito 125 ml',3),
('copa','vino tinto',150,F+' wine 5 fl oz / ES copa 150 ml',3),('copa','vino blanco',150,F+' wine 5 fl oz / ES copa 150 ml',3),('copa','cava',120,ES+' copa flauta 120 ml',3),('copa','helado',130,ES+' copa de helado 2 bolas 130 g',2),
('jarra','cerveza',500,ES+' jarra 0,5 l',2),('jarrito','café',240,LA+' jarrito 240 ml',2),('jarrito','atole',240,LA+' jarrito 240 ml',2),
('botella','agua',500,F+' bottle 500 ml',3),('botella','cerveza',330,ES+' botellín/tercio 330 ml (FNDDS 12 fl oz 360)',3),('botella','vino',750,'botella estándar 750 ml',1),('botella','refresco',500,F+' cola bottle 500 ml',2),
('botellita','agua',330,ES+' botellín de agua 330 ml',3),('botellita','yogur bebible',100,ES+' botellita 100 g',3),
('lata','coca cola',330,ES+' lata 330 ml (FNDDS 12 fl oz)',3),('lata','cerveza',330,ES+' lata 330 ml',3),('lata','atún',80,ES+' lata RO-85 80 g',2),('lata','sardinas',85,ES+' lata 85 g escurrido',2),
('lata','refresco',330,ES+' lata 330 ml',3),('lata','maíz dulce',140,ES+' lata pequeña 140 g escurrido',2),('lata','garbanzos',240,ES+' bote 400 g, 240 g escurrido',1),
('latita','atún',56,ES+' lata pequeña escurrida',3),('latita','refresco',250,ES+' lata pequeña 250 ml',3),
('carton','jugo',200,F+' juice box 6.75 fl oz',2),('carton','leche',250,F+' school container 244 ml',2),('cajita','jugo',200,F+' juice box 6.75 fl oz',3),('cajita','leche',200,F+' individual 200 ml',3),
('brick','zumo',200,ES+' brick individual 200 ml',3),('brick','leche',200,ES+' brick individual 200 ml',3),
('sobre','azúcar',8,ES+' sobre de azúcar 8 g',3),('sobre','avena instantánea',35,F+' instant oatmeal packet 28-43 g',2),('sobre','ketchup',10,F+' ketchup packet 10 g',3),('sobre','mayonesa',12,F+' mayonnaise packet 12 g',3),
('sobrecito','azúcar',7,ES+' sobrecito 6-8 g',3),('sobrecito','ketchup',10,F+' ketchup packet 10 g',3),
('bolsa','papas fritas',45,ES+' bolsa individual 40-45 g (FNDDS 28-57)',2),('bolsa','patatas fritas',45,ES+' bolsa individual 45 g',2),('bolsa','palomitas',90,F+' microwave popcorn bag popped ~90 g',2),
('bolsita','frutos secos',30,ES+' bolsita 25-35 g',3),('bolsita','té',240,'una bolsita = una taza 240 ml',3),('bolsita','cacahuetes',30,ES+' bolsita 30 g',3),
('paquete','papas fritas',45,ES+' paquete individual 45 g',2),('paquete','maní',50,F+' nut package 50 g',2),('paquetito','galletas',30,ES+' paquetito individual 25-35 g',3),('paquetito','maní',30,ES+' paquetito 30 g',3),
('envase','yogur',125,ES+' yogur 125 g',3),('envase','gelatina',100,F+' gelatin snack cup ~100 g',3),('pote','yogur',125,ES+' yogur 125 g',3),('pote','flan',100,ES+' flan 100 g',3),
('frasco','compota',113,F+' baby food jar 4 oz',3),('tarro','yogur',125,ES+' yogur 125 g',3),
('plato','sopa',300,ES+' plato hondo 300 ml',2),('plato','lentejas',300,ES+' plato de legumbre 300 g',2),('plato','pasta',250,ES+' plato de pasta cocida 250 g',2),('plato','arroz',250,ES+' plato de arroz cocido 250 g',2),
('plato','paella',300,ES+' ración de paella 300 g',2),('plato','ensalada',200,ES+' plato de ensalada 200 g',2),('plato','frijoles',250,LA+' plato 250 g',2),('plato','espaguetis',250,ES+' plato 250 g',2),
('platito','arroz',150,ES+' platito 150 g',2),('platito','fruta',150,ES+' platito 150 g',2),
('plato hondo','sopa',300,ES+' plato hondo 300 ml',2),('plato hondo','garbanzos',300,ES+' plato hondo 300 g',2),('plato llano','arroz',200,ES+' plato llano de guarnición 200 g',2),('plato llano','macarrones',250,ES+' plato 250 g',2),
('fuente','ensalada',300,ES+' ración generosa 300 g',1),('bandeja','fresas',250,ES+' tarrina de 250 g',1),
('taper','lentejas',350,ES+' táper de comida 350 g',2),('tupper','macarrones',350,ES+' táper de comida 350 g',2),('taper','arroz con pollo',350,ES+' táper 350 g',2),
('cucharon','lentejas',180,ES+' cucharón 150-200 g',3),('cucharon','sopa',200,ES+' cucharón 200 ml',3),('cazo','caldo',200,ES+' cazo 200 ml',3),('cazo','garbanzos',180,ES+' cazo 180 g',3),
('pieza','fruta',150,ES+' pieza de fruta mediana 150 g',3),('unidad','huevo',50,F+' 31103010 1 egg',6),('unidad','galletas maría',6,'galleta maría 6 g',6),('pieza','pollo frito',110,F+' fried chicken piece ~110 g',3),
('trozo','pan',40,ES+' trozo de pan 40 g',3),('trozo','queso',30,ES+' trozo de queso 30 g',3),('trozo','tarta',100,ES+' trozo de tarta 100 g',2),('trozo','pizza',110,F+' pizza piece 80-119 g',3),
('trozo','chocolate',15,ES+' trozo de chocolate 10-20 g',3),('trozo','carne',100,ES+' trozo de carne 100 g',3),('pedazo','pan',40,ES+' pedazo de pan 40 g',3),('pedazo','torta',90,LA+' pedazo de torta 90 g',2),
('pedazo','sandía',280,F+' watermelon wedge 218-325',2),('pedazo','queso',30,ES+' pedazo de queso 30 g',3),
('porcion','pizza',110,F+' pizza piece 80-119 g',3),('porcion','tarta',100,ES+' porción de tarta 100 g',2),('porcion','lasaña',250,F+' lasagna piece ~250 g',2),('porcion','papas fritas',117,F+' fries medium 117 g',2),
('racion','patatas fritas',150,ES+' ración 150 g',2),('racion','calamares',200,ES+' ración de calamares 200 g',2),('racion','croquetas',180,ES+' ración 6 croquetas',2),('racion','pulpo',200,ES+' ración 200 g',2),
('tapa','tortilla de patatas',80,ES+' tapa 80 g',3),('tapa','jamón',40,ES+' tapa 40 g',3),('tapa','aceitunas',40,ES+' tapa 40 g',3),('pincho','tortilla',100,ES+' pincho 100 g',3),
('rebanada','pan',30,F+' bread slice 28 g / ES 30 g',4),('rebanada','pan de molde',28,F+' 51101000 slice 28 g',4),('rebanada','queso',21,F+' cheese slice 21 g',4),('rebanada','piña',56,F+' pineapple slice 56 g',3),
('rebanada','pastel',90,ES+' rebanada de pastel 90 g',2),('rebanada','jamón',20,ES+' loncha 20 g',4),
('rodaja','tomate',20,F+' 74101000 slice 20 g',6),('rodaja','piña',56,F+' pineapple slice 56 g',3),('rodaja','merluza',125,ES+' rodaja de merluza 125 g',2),('rodaja','pepino',7,F+' cucumber slice 7 g',6),('rodaja','chorizo',5,ES+' rodaja de chorizo 5 g',6),
('tajada','melón',125,F+' honeydew medium wedge 125 g',3),('tajada','sandía',280,F+' watermelon wedge',2),('tajada','queso',20,ES+' tajada 20 g',4),('tajada','jamón',20,ES+' tajada 20 g',4),
('loncha','jamón serrano',15,ES+' loncha 15 g',4),('loncha','jamón york',20,ES+' loncha 20 g',4),('loncha','queso',21,F+' cheese slice 21 g',4),('loncha','pavo',15,ES+' loncha 15 g',4),('loncha','bacon',8,F+' bacon slice cooked 8 g',4),
('lonja','jamón',20,ES+' loncha 20 g',4),('feta','jamón',20,LA+' feta 20 g',4),('feta','queso',20,LA+' feta 20 g',4),
('filete','ternera',120,ES+' filete 120 g',2),('filete','pollo',120,ES+' filete 120 g',2),('filete','merluza',125,ES+' filete 125 g',2),('filete','salmón',130,ES+' filete 130 g',2),('filete','pescado',120,ES+' filete 120 g',2),
('presa','pollo',100,LA+' presa 100 g (FNDDS muslo 80, pechuga 130)',3),
('hoja','lechuga',8,F+' 75113000 leaf 8 g',6),('hoja','espinaca',10,F+' spinach leaf 10 g',6),
('diente','ajo',3,F+' 75111500 clove 3 g',6),('ramita','apio',40,F+' celery stalk 40 g',3),('ramita','perejil',1,F+' parsley sprig 1 g',4),
('gajo','naranja',15,F+' orange section 15 g',6),('gajo','mandarina',10,'gajo de mandarina 10 g',6),('cabeza','ajo',40,'cabeza de ajo 40 g',1),
('cucharada','aceite de oliva',13.5,F+' oil 1 tbsp 13.6 g',4),('cucharada','azúcar',12.5,F+' sugar 1 tbsp (3 tsp 4.2 g)',4),('cucharada','miel',21,F+' honey 1 tbsp 21 g',3),
('cucharada','mantequilla',14,F+' 81101000 1 tbsp 14 g',3),('cucharada','mayonesa',13.8,F+' mayonnaise 1 tbsp',3),('cucharada','mantequilla de maní',16,F+' peanut butter 1 tbsp',3),
('cucharada','cacao en polvo',5,F+' cocoa 1 tbsp 5 g',3),('cucharada','harina',8,F+' flour 1 tbsp 7.8 g',4),('cucharada','ketchup',17,F+' ketchup 1 tbsp 17 g',3),
('cucharada','mermelada',20,F+' jam 1 tbsp 20 g',3),('cucharada','queso rallado',5,F+' parmesan grated 1 tbsp 5 g',4),('cucharada','chía',12,F+' chia 1 tbsp 12 g',3),
('cucharada','crema',15,F+' cream 1 tbsp 15 g',3),('cucharada','yogur',15,'yogur 1 tbsp 15 g',3),('cucharada','avena',5,F+' oats dry 1 tbsp 5 g',4),
('cucharadita','azúcar',4.2,F+' 91101010 1 tsp 4.2 g',4),('cucharadita','sal',6,F+' salt 1 tsp 6 g',2),('cucharadita','aceite',4.5,F+' oil 1 tsp 4.5 g',4),
('cucharadita','miel',7,F+' honey 1 tsp 7 g',4),('cucharadita','mantequilla',4.7,F+' butter 1 tsp 4.7 g',4),('cucharadita','mostaza',5,F+' mustard 1 tsp 5 g',4),('cucharadita','canela',2.6,F+' cinnamon 1 tsp 2.6 g',3),
('cuchara sopera','aceite',13.5,F+' oil 1 tbsp',3),('cuchara sopera','azúcar',12.5,F+' sugar 1 tbsp',3),('cuchara de postre','azúcar',8,ES+' cuchara de postre 8 g',3),('cuchara de postre','miel',14,ES+' cuchara de postre 10 ml miel',3),
('cucharada colmada','azúcar',20,ES+' colmada = 1,6 rasa',2),('cucharada colmada','cacao en polvo',8,ES+' colmada',2),('cucharada rasa','azúcar',12.5,F+' sugar 1 tbsp',2),('cucharada rasa','harina',8,F+' flour 1 tbsp',2),
('pizca','sal',0.4,F+' salt dash 0.4 g',1),('pizca','azúcar',0.5,'pizca 0,5 g',1),('pizca','canela',0.3,'pizca 0,3 g',1),
('chorrito','aceite',7,ES+' chorrito 5-10 ml',2),('chorrito','leche',25,ES+' chorrito/nube de leche 25 ml',2),('chorrito','limón',5,ES+' chorrito 5 ml',2),('chorrito','vinagre',5,ES+' chorrito 5 ml',2),
('chorro','aceite',12,ES+' chorro 10-15 ml',2),('chorro','leche',40,ES+' chorro 40 ml',2),
('puñado','almendras',28,F+' 42101000 1 oz',3),('puñado','nueces',28,F+' nuts 1 oz',3),('puñado','pasas',30,ES+' puñado 30 g',3),('puñado','uvas',80,ES+' puñado de uvas 80 g',2),
('puñado','espinacas',30,ES+' puñado 30 g',3),('puñado','cacahuetes',28,F+' peanuts 1 oz',3),('puñado','maní',28,F+' peanuts 1 oz',3),('puñito','maní',15,'medio puñado 15 g',3),('puñito','pasas',15,'medio puñado 15 g',3),
('manojo','espinacas',340,F+' spinach bunch 340 g',1),('pellizco','sal',0.4,F+' salt dash',1),('pellizco','queso',5,'pellizco 5 g',1),
('tz','leche',244,F+' 1 cup',2),('tz','arroz',158,F+' 1 cup cooked',2),('cda','aceite',13.5,F+' oil 1 tbsp',3),('cda','azúcar',12.5,F+' sugar 1 tbsp',3),('cdta','azúcar',4.2,F+' sugar 1 tsp',3),('cdta','sal',6,F+' salt 1 tsp',2),
]
# quantity variants (label, multiplier, form) form: article/num before measure; '#' = measure sg/pl placeholder
def art(g): return 'una' if g=='f' else 'un'
def media(g): return 'media' if g=='f' else 'medio'
V=[
 ('art',1,lambda m: f"{art(m[2])} {m[0]}"),
 ('num1',1,lambda m: f"1 {m[0]}"),
 ('dos',2,lambda m: f"dos {m[1]}"),
 ('2',2,lambda m: f"2 {m[1]}"),
 ('medio',0.5,lambda m: f"{media(m[2])} {m[0]}"),
 ('1/2',0.5,lambda m: f"1/2 {m[0]}"),
 ('½',0.5,lambda m: f"½ {m[0]}"),
 ('1 y 1/2',1.5,lambda m: f"1 y 1/2 {m[1]}"),
 ('y media',1.5,lambda m: f"{art(m[2])} {m[0]} y {media(m[2])}"),
 ('un par de',2,lambda m: f"un par de {m[1]}"),
 ('2 o 3',2.5,lambda m: f"2 o 3 {m[1]}"),
 ('2-3',2.5,lambda m: f"2-3 {m[1]}"),
 ('entre 2 y 3',2.5,lambda m: f"entre 2 y 3 {m[1]}"),
 ('tres cuartos',0.75,lambda m: f"tres cuartos de {m[0]}"),
 ('un cuarto',0.25,lambda m: f"un cuarto de {m[0]}"),
 ('un tercio',1/3,lambda m: f"un tercio de {m[0]}"),
 ('3/4',0.75,lambda m: f"3/4 de {m[0]}"),
 ('1,5',1.5,lambda m: f"1,5 {m[1]}"),
 ('1.5',1.5,lambda m: f"1.5 {m[1]}"),
 ('tres',3,lambda m: f"tres {m[1]}"),
 ('cuatro',4,lambda m: f"cuatro {m[1]}"),
 ('uno y medio',1.5,lambda m: f"{'una' if m[2]=='f' else 'uno'} y {media(m[2])} {m[1]}"),
]
out=[]
seen=set()
def add(phrase,g,wording,src):
    if phrase in seen: return
    seen.add(phrase); out.append(f"{phrase} | {round(g,1):g} | {wording} | {src}")
vi=0
for (mk,food,g,src,mx) in B:
    m=M[mk]
    add(f"{art(m[2])} {m[0]} de {food}",g,mk,src)
    n=0; tries=0
    while n<4 and tries<len(V):
        lab,mul,fn=V[vi%len(V)]; vi+=1; tries+=1
        if mul>mx: continue
        if lab in ('tres cuartos','un cuarto','un tercio','3/4') and mk not in ('taza','tacita','tazon','bol','vaso','copa','botella','lata','plato','cucharada','cucharadita','jarra','tz'): continue
        if mk in ('tz','cda','cdta') and lab in ('art','medio','y media','uno y medio','tres cuartos','un cuarto','un tercio'): continue
        add(f"{fn(m)} de {food}".replace(" de de "," de "),g*mul,f"{mk} · {lab}",src); n+=1
# counted foods (no measure word): (sg, pl, gender, grams, source)
C=[('huevo','huevos','m',50,F+' 31103010 1 egg'),('plátano','plátanos','m',126,F+' 63107010 1 banana'),('manzana','manzanas','f',200,F+' 63101000 medium'),
('naranja','naranjas','f',154,F+' orange 1 fruit'),('aguacate','aguacates','m',150,F+' avocado 1 fruit'),('tortilla de maíz','tortillas de maíz','f',26,F+' corn tortilla medium 26 g'),
('tortilla de harina','tortillas de harina','f',45,F+' flour tortilla medium'),('galleta maría','galletas maría','f',6,'galleta maría 6 g'),('tostada','tostadas','f',25,F+' toast slice 25 g'),
('almendra','almendras','f',1.2,F+' 1 nut 1.2 g'),('fresa','fresas','f',18,F+' strawberry 18 g'),('uva','uvas','f',7,F+' 1 grape 7 g'),('alita de pollo','alitas de pollo','f',35,F+' 1 wing 35 g'),
('muslo de pollo','muslos de pollo','m',80,F+' thigh medium 80 g'),('pechuga de pollo','pechugas de pollo','f',130,F+' breast medium 130 g'),('chuleta de cerdo','chuletas de cerdo','f',140,F+' pork chop medium ~140 g'),
('bistec','bistecs','m',150,'bistec 150 g'),('costilla de cerdo','costillas de cerdo','f',40,F+' spare rib 1 rib ~40 g edible'),('mazorca de maíz','mazorcas de maíz','f',105,F+' corn ear 105 g'),
('arepa','arepas','f',90,LA+' arepa mediana 90 g'),('empanada','empanadas','f',120,LA+' empanada 120 g'),('croqueta','croquetas','f',30,ES+' croqueta 30 g'),('tamal','tamales','m',130,F+' tamal ~130 g'),
('pan francés','panes franceses','m',60,LA+' pan francés 60 g'),('kiwi','kiwis','m',75,F+' kiwi 75 g'),('mandarina','mandarinas','f',88,F+' tangerine 88 g'),('nuez','nueces','f',4,F+' walnut half x2 4 g'),
('aceituna','aceitunas','f',4,F+' olive 4 g'),('papa mediana','papas medianas','f',170,F+' 71102980 medium'),('pan de muerto','panes de muerto','m',100,LA+' 100 g'),]
CV=[('1',1,lambda c:f"1 {c[0]}"),('art',1,lambda c:f"{art(c[2])} {c[0]}"),('dos',2,lambda c:f"dos {c[1]}"),('3',3,lambda c:f"3 {c[1]}"),
 ('medio',0.5,lambda c:f"{media(c[2])} {c[0]}"),('1/2',0.5,lambda c:f"1/2 {c[0]}"),('½',0.5,lambda c:f"½ {c[0]}"),('mitad de',0.5,lambda c:f"la mitad de {art(c[2])} {c[0]}"),
 ('un par de',2,lambda c:f"un par de {c[1]}"),('par de',2,lambda c:f"par de {c[1]}"),('2 o 3',2.5,lambda c:f"2 o 3 {c[1]}"),('2-3',2.5,lambda c:f"2-3 {c[1]}"),('entre 2 y 3',2.5,lambda c:f"entre 2 y 3 {c[1]}"),
 ('3 ó 4',3.5,lambda c:f"3 ó 4 {c[1]}"),('de 2 a 3',2.5,lambda c:f"de 2 a 3 {c[1]}"),('1 y 1/2',1.5,lambda c:f"1 y 1/2 {c[1]}"),('y medio',1.5,lambda c:f"{c[0]} y {media(c[2])}"),
 ('media docena',6,lambda c:f"media docena de {c[1]}"),('una docena',12,lambda c:f"una docena de {c[1]}"),('cuatro',4,lambda c:f"cuatro {c[1]}"),('cinco',5,lambda c:f"cinco {c[1]}"),('seis',6,lambda c:f"seis {c[1]}"),
 ('diez',10,lambda c:f"diez {c[1]}"),('veinte',20,lambda c:f"veinte {c[1]}"),('doce',12,lambda c:f"doce {c[1]}"),('quince',15,lambda c:f"quince {c[1]}"),('dieciocho',18,lambda c:f"dieciocho {c[1]}"),('veinticinco',25,lambda c:f"veinticinco {c[1]}"),
 ('treinta y dos',32,lambda c:f"treinta y dos {c[1]}"),('veintidós',22,lambda c:f"veintidós {c[1]}"),('1,5',1.5,lambda c:f"1,5 {c[1]}"),('tres',3,lambda c:f"tres {c[1]}")]
small={'almendra','uva','fresa','galleta maría','aceituna','nuez'}
ci=0
for c in C:
    for k in range(9):
        lab,mul,fn=CV[ci%len(CV)]; ci+=1
        if c[0] in small and mul<2: mul2=mul; 
        if c[3]*mul>700: continue
        if c[0] not in small and mul>6: continue
        if c[0] in small and mul<2: continue
        add(fn(c),c[3]*mul,f"cuenta · {lab}",c[4])
# sizes: (phrase, grams, wording, source)
S=[('una manzana pequeña',165,F+' apple small'),('una manzana grande',242,F+' apple large'),('una manzana extra grande',295,F+' apple extra large'),('una manzana mediana',200,F+' apple medium'),
('una papa pequeña',130,F+' potato small'),('una papa grande',300,F+' potato large'),('una patata mediana',170,F+' potato medium'),('un huevo grande',58,'huevo L 58 g comestible'),
('un plátano pequeño',100,F+' banana small ~100 g'),('un plátano grande',136,F+' banana large 136 g'),('un plátano chico',100,F+' banana small'),('una naranja grande',184,F+' orange large'),
('una pizza personal',175,F+' personal pizza 175 g'),('una porción de pizza familiar',128,F+' piece XL pizza 128 g'),('una pizza mediana entera',691,F+' medium pizza 691 g'),('media pizza mediana',345,F+' half medium pizza'),
('una hamburguesa doble',230,F+' double burger ~230 g'),('una hamburguesa sencilla',150,F+' single burger ~150 g'),('unas papas fritas grandes',154,F+' fries large 154 g'),('unas papas fritas medianas',117,F+' fries medium 117 g'),
('unas papas fritas chicas',71,F+' fries small 71 g'),('un refresco grande',750,F+' cola large drink ~750 g'),('un refresco mediano',512,F+' cola medium drink 512 g'),('un refresco chico',372,F+' cola small drink 372 g'),
('un vaso grande de leche',300,ES+' vaso grande 300 ml'),('un vaso pequeño de zumo',150,ES+' vaso pequeño 150 ml'),('una taza grande de café',350,ES+' taza grande 350 ml'),('un café grande',480,F+' coffee medium-large 480'),
('una tortilla de harina grande',71,F+' flour tortilla large'),('una tortilla de harina chica',33,F+' flour tortilla small'),('una chocolatina king size',93,'barrita king size 93 g'),('un mini croissant',25,ES+' mini cruasán 25 g'),
('un cruasán',60,F+' croissant medium 57 g'),('un bocadillo mediano',200,ES+' bocadillo 200 g'),('un bocadillo grande',280,ES+' bocadillo grande'),('un sándwich triple',180,ES+' sándwich triple 180 g'),
('una hamburguesa XL',280,'hamburguesa grande 280 g'),('un yogur individual',125,ES+' 125 g'),('un flan individual',100,ES+' 100 g'),('un aguacate pequeño',100,F+' avocado small ~100 g'),('un aguacate grande',200,F+' avocado large ~200 g'),
('un tomate mediano',125,F+' tomato whole 125 g'),('un tomate pequeño',90,F+' tomato small ~90'),('una zanahoria mediana',61,F+' carrot medium 61 g'),('una zanahoria grande',72,F+' carrot large 72 g'),
('una cebolla mediana',110,F+' onion medium 110 g'),('un pepino mediano',200,F+' cucumber ~200 g'),('un mango mediano',200,F+' mango ~200 g'),('una pera mediana',178,F+' pear medium 178 g'),('un durazno mediano',150,F+' peach medium 150 g'),
('un jumbo de papas',90,'bolsa jumbo ~90 g'),('una empanada grande',180,LA+' empanada grande'),('una arepa pequeña',60,LA+' arepa pequeña 60 g'),('una arepa grande',130,LA+' arepa grande'),('una pechuga de pollo grande',145,F+' breast large 145 g'),('un filete grande de ternera',180,ES+' filete grande 180 g')]
for p,g,s in S: add(p,g,'tamaño · '+p.split()[-1],s)
# metric and US units
U=[('200 g de arroz cocido',200),('200 gr de arroz',200),('200grs de pollo',200),('150 gramos de pollo',150),('100g de queso',100),('0,5 kg de fresas',500),('medio kilo de fresas',500),
('un cuarto de kilo de carne molida',250),('1/4 kg de jamón',250),('1 kg de naranjas',1000),('un kilo de mandarinas',1000),('250 ml de leche',258),('250 cc de leche',258),('250ml de zumo de naranja',260),
('1 l de agua',1000),('1 lt de agua',1000),('un litro de agua',1000),('medio litro de leche',516),('medio litro de cerveza',505),('0,5 l de agua',500),('1,5 litros de agua',1500),('330 ml de cerveza',333),
('8 oz de jugo de naranja',250),('8 onzas de bistec',227),('6 oz de salmón',170),('4 onzas de pechuga de pollo',113),('1 lb de carne molida',454),('media libra de carne molida',227),('1/2 lb de camarones',227),
('un cuarto de libra de carne',113),('12 fl oz de refresco',372),('16 oz de café',480),('12 onzas de refresco',372),('3 oz de atún',85),('2 onzas de queso',57),('una onza de chocolate',10),('dos onzas de chocolate negro',20),
('cien gramos de jamón',100),('doscientos gramos de pasta cocida',200),('ciento cincuenta gramos de arroz',150),('trescientos cincuenta ml de leche',361),('quinientos ml de agua',500),('dos litros de agua',2000),
('1.5 kg de sandía',1500),('0.25 kg de queso',250),('125 gr de yogur',125),('30 g de almendras',30),('40g de avena',40),('un vaso de 300 ml de leche',309),('una lata de 473 ml de cerveza',478),
('1 taza (240 ml) de leche',248),('2 cdas de aceite de oliva',27),('1 cda. de miel',21),('1 cdita de azúcar',4.2),('2 tz de leche',488),('1 tza de arroz',158),('3 cucharadas soperas de azúcar',37.5),
('unos 200 g de pollo',200),('aprox 150 g de arroz',150),('entre 100 y 150 g de carne',125),('100-150 g de pasta',125),('200 o 250 ml de leche',232),('dos y medio kilos de naranjas',2500),('2,5 tazas de leche',610),('media taza de leche',122),('1/3 taza de avena',27),('un tercio de taza de arroz',53),('2/3 de taza de arroz',105)]
for p,g in U: add(p,g,'métrica · '+p.split()[1],'unidad métrica/US exacta (leche 1,03 g/ml; US cup, fl oz 30 ml, oz 28,35 g, lb 453,6 g)')
# vague
Q=[('un poco de arroz',80,'media ración de guarnición'),('un poquito de azúcar',4,'una cucharadita'),('unas almendras',28,'un puñado 1 oz'),('unas galletas',25,'3-4 galletas'),('varias galletas',25,'3-4 galletas'),
('algunas uvas',75,F+' grapes QNS 75 g'),('un montón de papas fritas',200,'ración grande'),('bastante arroz',250,'plato lleno'),('poquito de arroz',80,'media ración'),('unas fresas',75,F+' QNS 75 g'),
('unos frijoles',150,'ración de guarnición'),('un poco de pan',30,'una rebanada'),('un poco de queso',20,'una loncha'),('unas rodajas de tomate',60,'3 rodajas'),('varias rebanadas de pan',90,'3 rebanadas'),
('algunas aceitunas',20,'5 aceitunas'),('un poco de leche',60,'un cuarto de taza'),('una pizca de sal y un chorrito de aceite',7.4,'pizca 0,4 + chorrito 7')]
for p,g,s in Q: add(p,g,'vaga · '+p.split()[1] if p.split()[0] in('un','una') else 'vaga · '+p.split()[0],s)
print("# Household-measure wordings (issue 12, decision 0053): phrase | expected grams | wording | source")
print("# Generated by bench/nutrition/make-vocabulary-measures.py from FNDDS 2021-2023 portions and Spanish/Latin American portion conventions; never from the engine.")
print("# Ranges read as their midpoint; 'medio/½' halves; liquids in ml count as grams (milk 1.03 g/ml).")
for l in out: print(l)
