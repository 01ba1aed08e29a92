import AnnogenModel
import Stencil
import Yams
